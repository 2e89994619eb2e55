import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  lockLoginKeys,
  markAttemptSucceeded,
  pairFailures,
  recordLoginAttempt,
} from './login-attempts.repo.ts';

/**
 * Secrets a caller could guess without an account: a sandbox pairing code, a sandbox QR's token,
 * an API key. Wrong guesses are counted per address like failed logins (in login_attempts, under
 * a name no username can take: usernames hold no ':'), and past `maxPerAddress` within the window
 * every try from that address answers 429 with Retry-After until the oldest failure ages out.
 */
export type GuessKind = 'guess:sandbox-code' | 'guess:sandbox-qr' | 'guess:api-key';

const WINDOW_MS = 15 * 60_000;

export interface GuessLimiter {
  /**
   * Takes a try before the secret is checked (the check and the count are one locked step, so a
   * burst of simultaneous tries gets no more than the limit); the try counts as a failure until
   * `succeeded` is called.
   */
  take(
    kind: GuessKind,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ succeeded(): Promise<void> }>;
  /** Counts a wrong guess already checked (the API key: a right key never waits on this). */
  failed(kind: GuessKind, request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function guessLimiter(db: Database, maxPerAddress: number): GuessLimiter {
  /** Refuses the address when it has failed too often, else records this try as a failure. */
  const recordTry = (kind: GuessKind, request: FastifyRequest, reply: FastifyReply) =>
    db.transaction(async (tx) => {
      const keys = { username: kind, ipAddress: request.ip };
      await lockLoginKeys(tx, keys);
      const now = Date.now();
      const recent = await pairFailures(tx, keys, new Date(now - WINDOW_MS));
      if (recent.count >= maxPerAddress) {
        const seconds = Math.max(Math.ceil(((recent.oldest?.getTime() ?? now) + WINDOW_MS - now) / 1000), 1);
        reply.header('retry-after', seconds);
        throw AppError.tooManyRequests('too_many_wrong_guesses', { seconds });
      }
      return recordLoginAttempt(tx, { ...keys, succeeded: false });
    });
  return {
    async take(kind, request, reply) {
      const attemptId = await recordTry(kind, request, reply);
      return { succeeded: () => markAttemptSucceeded(db, attemptId) };
    },
    async failed(kind, request, reply) {
      await recordTry(kind, request, reply);
    },
  };
}

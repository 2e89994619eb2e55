import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { IntegrationCaller } from '../../http/guards.ts';
import type { GuessLimiter } from '../auth/guess-limit.ts';
import { isSubscribed } from '../billing/subscription-view.ts';
import { accountOfKey } from './api-keys.service.ts';
import { countRequest } from './api-rate.repo.ts';

/**
 * The REST API's guard: `Authorization: Bearer <key>` names the account (a wrong or rotated key
 * answers 401; an address that sent too many wrong keys gets 429), its subscription must be in
 * force (403), and the key gets `perMinute` requests a minute, counted in the database (429 with
 * Retry-After past that).
 */
export function integrationGuard(db: Database, perMinute: number, guesses: GuessLimiter) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<IntegrationCaller> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const account = match ? await accountOfKey(db, match[1]!) : null;
    if (!account) {
      await guesses.failed('guess:api-key', request, reply);
      throw new AppError(401, 'api_key_invalid');
    }
    if (
      !isSubscribed(
        account.status === null
          ? null
          : { status: account.status, currentPeriodEnd: account.currentPeriodEnd! },
      )
    )
      throw AppError.forbidden('subscription_inactive');
    const { count, windowStart } = await countRequest(db, account.accountId);
    reply
      .header('x-ratelimit-limit', perMinute)
      .header('x-ratelimit-remaining', Math.max(perMinute - count, 0));
    if (count > perMinute) {
      const seconds = Math.max(Math.ceil((windowStart.getTime() + 60_000 - Date.now()) / 1000), 1);
      reply.header('retry-after', seconds);
      throw AppError.tooManyRequests('api_rate_limited', { seconds });
    }
    return { accountId: account.accountId };
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

export interface JobContext {
  log: FastifyBaseLogger;
  /** Queues another job (or this one again); a no-op when this process runs no jobs. */
  send<S extends z.ZodType>(job: JobDefinition<S>, payload: z.input<S>, options?: SendOptions): Promise<void>;
}

export interface SendOptions {
  /** A timer: the job runs at this time or after; timers survive restarts. */
  startAfter?: Date;
  retryLimit?: number;
}

/**
 * A job: an id, a zod schema for its payload, and a handler that re-checks state before it acts,
 * so that running it twice, late, or twice at once is harmless (see `test/jobs.ts`).
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  id: string;
  payload: S;
  handler(payload: z.output<S>, context: JobContext): Promise<void>;
  /** Cron (UTC) for a recurring job; its payload is `{}`. */
  cron?: string;
  /** Also run once when the process starts (catches what came due while no server ran). */
  runAtStart?: boolean;
  pollingIntervalSeconds?: number;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

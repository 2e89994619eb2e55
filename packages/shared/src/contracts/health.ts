import { z } from 'zod';

/** Health API: whether the service and its database answer (200 ok, 503 degraded). */

export { HEALTH_PATHS } from './health.paths.ts';

const databaseStatusSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  engine: z.enum(['pglite', 'postgres']),
  latency_ms: z.number(),
});

export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: databaseStatusSchema,
  /** How late the process ran its timers over the last 10 s (0 until the first window ends). */
  event_loop_delay: z.object({ p50_ms: z.number(), p99_ms: z.number(), max_ms: z.number() }),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

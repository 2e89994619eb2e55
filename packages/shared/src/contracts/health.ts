import { z } from 'zod';

/** Health API: whether the service and its database answer (200 ok, 503 degraded). */

export const HEALTH_PATHS = {
  health: '/api/v1/health/',
} as const;

const databaseStatusSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  engine: z.enum(['pglite', 'postgres']),
  latency_ms: z.number(),
});

export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: databaseStatusSchema,
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

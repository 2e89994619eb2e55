import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a port number (0-65535)' })
    .int({ error: 'must be a port number (0-65535)' })
    .min(0, 'must be a port number (0-65535)')
    .max(65535, 'must be a port number (0-65535)')
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lowercase SQL identifier')
    .default('public'),
  // Unset: one is generated on first start and kept in the database, so every process shares it.
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  // Where users reach the product; defaults to http://localhost:PORT.
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  WEB_DIST_DIR: z.string().optional(),
  // Both set: Google reCAPTCHA v2 instead of the self-hosted ALTCHA proof of work.
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  // ALTCHA work per challenge: PBKDF2 iterations per try, and the highest counter to find.
  ALTCHA_COST: z.coerce.number().int().min(1).max(100_000).default(1000),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
});

export type Config = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

/** Parses the environment; a wrong value throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (!parsed.data.RECAPTCHA_SITE_KEY !== !parsed.data.RECAPTCHA_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  RECAPTCHA_SECRET_KEY: RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together',
    );
  }
  return { ...parsed.data, PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}` };
}

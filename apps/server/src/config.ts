import { hostname } from 'node:os';
import { ENGINE_IDS, type EngineId, PAYMENT_METHOD_IDS } from '@siar/shared';
import { z } from 'zod';
import { qrisProblem } from './modules/billing/qris.ts';
import { mediaS3Env, mediaS3Problem } from './storage/s3-settings.ts';

/** A made-up merchant ("SIAR DEMO MERCHANT") in the QRIS format with a correct CRC: scans, pays no one. */
export const DEMO_QRIS =
  '00020101021126660014ID.CO.QRIS.WWW01189360000000000000010215ID00000000000010303UMI51440014ID.CO.QRIS.WWW' +
  '0215ID00000000000010303UMI5204737253033605802ID5918SIAR DEMO MERCHANT6007JAKARTA61051011062070703A01630467A3';

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
  // How long a process keeps a session's user between requests (it forgets one at once when the
  // database announces a change through LISTEN/NOTIFY); 0 looks the session up on every request,
  // as needed behind a pooler that does not pass LISTEN through (PgBouncer in transaction mode).
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // How long a process may answer the dashboard and the conversation list from memory when no
  // event of the account came meanwhile (http/answer-cache.ts); 0 reads the database every time.
  ANSWER_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  // Where users reach the product; defaults to http://localhost:PORT.
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  WEB_DIST_DIR: z.string().optional(),
  // Prometheus metrics at /metrics, for a scraper sending `Authorization: Bearer <token>`. Unset: off.
  METRICS_TOKEN: z
    .string()
    .regex(/^\S{16,}$/, 'must be at least 16 characters, without spaces')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Event streams beside webhooks (modules/event-streams): RabbitMQ and/or NATS JetStream.
  EVENTS_AMQP_URL: z
    .url({ protocol: /^amqps?$/, error: 'must be an amqp:// or amqps:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  EVENTS_AMQP_EXCHANGE: z.string().trim().min(1).max(255).default('siar.events'),
  EVENTS_NATS_URL: z
    .url({ protocol: /^(nats|tls)$/, error: 'must be a nats:// or tls:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  EVENTS_NATS_STREAM: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, - or _ (a JetStream stream name)')
    .default('SIAR'),
  EVENTS_NATS_SUBJECT_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, - or _ (one subject token)')
    .default('siar'),
  // Both set: Google reCAPTCHA v2 instead of the self-hosted ALTCHA proof of work.
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  // ALTCHA work per challenge: PBKDF2 iterations per try, and the highest counter to find.
  ALTCHA_COST: z.coerce.number().int().min(1).max(100_000).default(1000),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  // Failed logins allowed per 15 minutes, for a username from one address and for one address,
  // before further tries from there are refused (429).
  LOGIN_MAX_FAILURES_PER_USERNAME_AND_ADDRESS: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  // A username failing this often within 15 minutes from all addresses together gets its password
  // checked at most once per LOGIN_SLOW_DOWN_SECONDS: slower guessing, but no lock-out of its owner.
  LOGIN_SLOW_DOWN_AFTER_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).max(100_000).default(10),
  LOGIN_SLOW_DOWN_SECONDS: z.coerce.number().int().min(1).max(30).default(3),
  // Wrong sandbox pairing codes, sandbox QR tokens and API keys allowed per address and 15 minutes,
  // each, before every try from there is refused (429).
  GUESS_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  // Username, email and phone availability checks per address and minute, each (429 beyond).
  AVAILABILITY_CHECKS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  // Long lists (staff's payments, subscriptions, accounts) count exactly and page this many rows;
  // beyond it the total is an estimate and later pages answer 400 asking for a search.
  LIST_COUNT_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  // Background jobs (payment expiry, subscription ends) on pg-boss. Unset: on, except under NODE_ENV=test.
  RUN_JOBS: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  // WhatsApp. `all` runs the HTTP API and a gateway in one process; `api` and `gateway` split them.
  ROLE: z.enum(['all', 'api', 'gateway'], { error: 'must be all, api or gateway' }).default('all'),
  // The engines customers may choose for a new device. Unset: `baileys` under NODE_ENV=production,
  // `baileys,sandbox` otherwise. The sandbox (and its public phone page) is for trying Siar out and
  // for tests: on a real installation it is on only when listed here.
  WHATSAPP_ENGINES: z
    .string()
    .optional()
    .transform((v) => v ?? '')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ENGINE_IDS, { error: `must list some of ${ENGINE_IDS.join(', ')}` }))),
  // This gateway's name (what devices are pinned to) and address; defaults: the host name, PUBLIC_URL.
  GATEWAY_NAME: z.string().trim().min(1).max(100).optional(),
  GATEWAY_ADDRESS: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  GATEWAY_MAX_DEVICES: z.coerce.number().int().min(1).max(10_000).default(200),
  // A connected device that sent this long ago and heard nothing since is probed, then reconnected.
  SILENT_SESSION_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
  // Divides the sandbox's delays (QR lifetimes, receipts, replies): 1 behaves like a phone.
  SANDBOX_SPEED: z.coerce.number().min(0.1).max(1000).default(1),
  // Number checks (modules/number-checks): a device asks WhatsApp about at most this many numbers an
  // hour (spread over the hour), this many at a time.
  NUMBER_CHECKS_PER_DEVICE_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(300),
  NUMBER_CHECK_BATCH: z.coerce.number().int().min(1).max(100).default(5),
  // The REST API and webhooks (modules/integrations).
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  // Tests deliver to a receiver on 127.0.0.1; production refuses private and own addresses.
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  // The first retry's wait; each next one doubles it.
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().min(0.01).max(3600).default(30),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(1).max(60).default(10),
  // Billing. The payment details default to demo values: set real ones in production.
  PAYMENT_EXPIRY_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  PAYMENT_METHODS: z
    .string()
    .default(PAYMENT_METHOD_IDS.join(','))
    .transform((v) => v.split(',').map((m) => m.trim()))
    .pipe(
      z
        .array(z.enum(PAYMENT_METHOD_IDS, { error: `must list some of ${PAYMENT_METHOD_IDS.join(', ')}` }))
        .min(1),
    ),
  BANK_TRANSFER_BANK_NAME: z.string().min(1).default('BCA (Bank Central Asia)'),
  BANK_TRANSFER_ACCOUNT_NUMBER: z.string().min(1).default('1234567890'),
  BANK_TRANSFER_ACCOUNT_HOLDER: z.string().min(1).default('PT Siar Demo Indonesia'),
  VIRTUAL_ACCOUNT_BANK_NAME: z.string().min(1).default('BCA'),
  // BCA company code; each customer's number is this prefix followed by 11 digits of their own.
  VIRTUAL_ACCOUNT_PREFIX: z
    .string()
    .regex(/^\d{3,8}$/, 'must be 3 to 8 digits')
    .default('39999'),
  VIRTUAL_ACCOUNT_HOLDER: z.string().min(1).default('SIAR DEMO'),
  // The merchant's static QRIS (the string inside the printed QR code).
  QRIS_STATIC_PAYLOAD: z
    .string()
    .trim()
    .default(DEMO_QRIS)
    .superRefine((v, ctx) => {
      const problem = qrisProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: `not a valid QRIS payload: ${problem}` });
    }),
  CRYPTO_CURRENCY: z.string().min(1).default('USDT'),
  CRYPTO_NETWORK: z.string().min(1).default('Tron (TRC20)'),
  CRYPTO_ADDRESS: z.string().min(1).default('TSiarDemoAddressDoNotSendFunds00000'),
  // Rupiah per one unit of CRYPTO_CURRENCY, to show the amount to send.
  CRYPTO_IDR_RATE: z.coerce.number().positive().default(16000),
  // Media in S3 (MinIO, R2, AWS) instead of PostgreSQL: storage/s3-settings.ts.
  ...mediaS3Env,
});

export type Config = Omit<z.infer<typeof envSchema>, 'RUN_JOBS' | 'GATEWAY_NAME' | 'GATEWAY_ADDRESS'> & {
  PUBLIC_URL: string;
  RUN_JOBS: boolean;
  GATEWAY_NAME: string;
  GATEWAY_ADDRESS: string;
};

export class ConfigError extends Error {}

/** Parses the environment; a wrong value throws a ConfigError naming every bad variable. */
/** The engines offered when WHATSAPP_ENGINES is unset: no sandbox on a production installation. */
function defaultEngines(nodeEnv: 'development' | 'production' | 'test'): EngineId[] {
  return nodeEnv === 'production' ? ['baileys'] : ['baileys', 'sandbox'];
}

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
  const s3Problem = mediaS3Problem(parsed.data);
  if (s3Problem) throw new ConfigError(`Invalid configuration:\n  ${s3Problem}`);
  const publicUrl = parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`;
  return {
    ...parsed.data,
    PUBLIC_URL: publicUrl,
    GATEWAY_NAME: parsed.data.GATEWAY_NAME ?? `${hostname()}-${parsed.data.PORT}`,
    GATEWAY_ADDRESS: parsed.data.GATEWAY_ADDRESS ?? publicUrl,
    RUN_JOBS: parsed.data.RUN_JOBS ?? parsed.data.NODE_ENV !== 'test',
    WHATSAPP_ENGINES: parsed.data.WHATSAPP_ENGINES.length
      ? parsed.data.WHATSAPP_ENGINES
      : defaultEngines(parsed.data.NODE_ENV),
  };
}

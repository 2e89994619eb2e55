// The product as end-to-end tests see it: the built server on a fresh embedded database, or with
// DATABASE_URL on a fresh schema of that PostgreSQL server, removed again when the tests end.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const dataDir = mkdtempSync(join(tmpdir(), 'siar-e2e-'));
const schema = `e2e_${randomBytes(4).toString('hex')}`;
const env = {
  ...process.env,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Every journey logs in from 127.0.0.1; the wrong-password journeys must not lock the others out.
  LOGIN_MAX_FAILURES_PER_ADDRESS: '10000',
  // Likewise the sandbox phone's pairing codes and QR tokens, and the API's keys.
  GUESS_MAX_FAILURES_PER_ADDRESS: '10000',
  // Likewise the sign-up journeys' availability checks, all from one address.
  AVAILABILITY_CHECKS_PER_MINUTE: '10000',
  // The journeys go through the captcha widget's whole flow, but with little work per solve: at the
  // default cost, three solves in one journey outlast its 30 s on a busy machine.
  ALTCHA_COST: process.env.ALTCHA_COST ?? '10',
  ALTCHA_MAX_COUNTER: process.env.ALTCHA_MAX_COUNTER ?? '100',
  // The journeys pair sandbox devices: on a production build the sandbox is on only when listed.
  WHATSAPP_ENGINES: process.env.WHATSAPP_ENGINES ?? 'baileys,sandbox',
  // Sandbox devices four times faster than a phone: a first QR lives 15 s (long enough to open the
  // sandbox phone and link on a busy machine), the whole pairing round 40 s, a reconnect a second.
  SANDBOX_SPEED: process.env.SANDBOX_SPEED ?? '4',
  // The sandbox QR links to PUBLIC_URL: the address the browser uses, so the phone page opens there.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT}`,
  // The integrations journey's webhook receiver listens on 127.0.0.1, which production refuses.
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: process.env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES ?? 'true',
  ...(process.env.DATABASE_URL ? { DATABASE_SCHEMA: schema } : {}),
};

// A staff user the journeys log in as (e2e/fixtures.ts has the same credentials), made before the
// server starts because PGlite admits one process at a time.
execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'apps/server/src/cli/staff-create.ts',
    '--username',
    'e2e_staff',
    '--password',
    'e2e-staff-password',
  ],
  { env, stdio: 'inherit' },
);

const server = spawn(process.execPath, ['apps/server/dist/main.js'], { env, stdio: 'inherit' });

async function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.query(`drop schema if exists "${schema}_pgboss" cascade`);
  await client.end();
}

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', async (code) => {
  await cleanUp().catch((error) => console.error('e2e clean-up failed:', error.message));
  process.exit(code ?? 0);
});

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dropRunSchema, freePort } from './test/processes.ts';

// The real process, as `npm start` runs it: configuration, migrations, first staff user, restart,
// graceful shutdown. On PostgreSQL (DATABASE_URL) it runs in a schema of its own.
const dataDir = mkdtempSync(join(tmpdir(), 'siar-main-'));
const schema = `main_${randomBytes(4).toString('hex')}`;
const dbEnv = process.env.DATABASE_URL
  ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema }
  : {};

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) await dropRunSchema(process.env.DATABASE_URL, schema);
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...dbEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

// A cold start on a busy two-core machine has taken over 30 s: wait for health as long as the
// process lives, up to a bound far beyond that.
const START_DEADLINE_MS = 150_000;

async function waitForHealth(port: number, child: ChildProcess) {
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited early');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/`);
      if (response.ok) return (await response.json()) as { database: { status: string; engine: string } };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

describe('the server process', () => {
  it('refuses a wrong setting with a message naming the variable', async () => {
    const server = startServer({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT: must be a port number (0-65535)');
    expect(server.output()).toContain('LOG_LEVEL: must be one of');
  });

  it(
    'starts, creates a first staff user once, keeps data across a restart, and stops cleanly on SIGTERM',
    async () => {
      const port = await freePort();
      const first = startServer({ PORT: String(port), LOG_LEVEL: 'info' });
      const health = await waitForHealth(port, first.child);
      expect(health.database).toMatchObject({
        status: 'ok',
        engine: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      });
      expect(first.output()).toMatch(
        /No staff user existed, so one was created\. Username: admin Password: \S{16}/,
      );

      // Data written before the restart: the session secret the CSRF token is signed with.
      const csrf = (await fetch(`http://127.0.0.1:${port}/api/v1/health/`)).headers
        .get('set-cookie')!
        .split(';')[0]!;

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('shutting down');
      if (!process.env.DATABASE_URL) expect(existsSync(join(dataDir, 'siar.pid'))).toBe(false);

      const second = startServer({ PORT: String(port), LOG_LEVEL: 'info' });
      await waitForHealth(port, second.child);
      expect(second.output()).not.toContain('No staff user existed');
      const token = csrf.split('=')[1];
      const post = await fetch(`http://127.0.0.1:${port}/api/v1/auth/logout/`, {
        method: 'POST',
        headers: { cookie: csrf, 'x-csrftoken': token! },
      });
      expect(post.status).toBe(200);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
    2 * START_DEADLINE_MS + 30_000,
  );

  it(
    'runs as a gateway only: health answers, the API and the pages do not',
    async () => {
      const port = await freePort();
      const gateway = startServer({ PORT: String(port), ROLE: 'gateway', GATEWAY_NAME: 'gw-main-test' });
      await waitForHealth(port, gateway.child);
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/auth/session/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      gateway.child.kill('SIGTERM');
      expect(await gateway.exited).toBe(0);
    },
    START_DEADLINE_MS + 30_000,
  );
});

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../test/processes.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const processes: ChildProcess[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'siar-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const child of processes.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A process whose output the test can wait on; `pid` may be of a grandchild the command reports. */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.push(child);
  let output = '';
  const listeners = new Set<() => void>();
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk) => {
      output += chunk;
      for (const listener of listeners) listener();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** Resolves with the first match of `pattern` in the output; rejects if the process exits first. */
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern);
        if (match) {
          listeners.delete(check);
          resolve(match);
        }
      };
      listeners.add(check);
      check();
      void exited.then(() => {
        check();
        reject(new Error(`exited before printing ${pattern}:\n${output}`));
      });
    });
  return { child, exited, waitFor, output: () => output };
}

const serverArgs = ['--import', 'tsx', 'apps/server/src/main.ts'];

async function waitForHealth(port: number, server: { exited: Promise<number | null>; output(): string }) {
  let exited = false;
  void server.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the server exited:\n${server.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// PGlite only: with DATABASE_URL there is no data directory to lock, so the PostgreSQL leg skips it.
describe.skipIf(!!process.env.DATABASE_URL)('the PGlite data directory lock', () => {
  it('refuses a second process while the first holds the directory', async () => {
    const dataDir = newDataDir();
    const holder = run(process.execPath, [
      '--import',
      'tsx',
      '-e',
      `import('./apps/server/src/db/data-dir-lock.ts').then((m) => { m.lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
    ]);
    await holder.waitFor(/locked/);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(`is in use by process ${holder.child.pid}`);
  });

  it('takes over from a process that has the recorded pid but started at another time (a recycled pid)', async () => {
    const dataDir = newDataDir();
    const stranger = run('sleep', ['600']);
    writeFileSync(join(dataDir, 'siar.pid'), `${stranger.child.pid} 1\n`);
    const unlock = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'siar.pid'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+\\n$`));
    unlock();
  });

  it('starts again at once after the server was killed with SIGKILL, before anyone reaped it', async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
    // The server runs under `sleep`, which never reaps it: killed, it stays a zombie, as under a
    // supervisor that has not yet noticed.
    const quoted = [process.execPath, ...serverArgs].map((a) => `'${a}'`).join(' ');
    const parent = run('sh', ['-c', `${quoted} & echo "server pid $!"; exec sleep 600`], env);
    const pid = Number((await parent.waitFor(/server pid (\d+)/))[1]);
    await waitForHealth(port, parent);

    process.kill(pid, 'SIGKILL');
    const restarted = run(process.execPath, serverArgs, env);
    await waitForHealth(port, restarted);
    expect(restarted.output()).not.toContain('is in use');
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 180_000);
});

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The processes and folders a benchmark makes, and their end: every one is registered here and
// removed on the way out, whether the run ends, fails, or is interrupted (Ctrl-C, SIGTERM).

const children = new Set<ChildProcess>();
const folders = new Set<string>();
const finalizers: (() => Promise<void>)[] = [];

export function tempFolder(prefix: string): string {
  const path = mkdtempSync(join(tmpdir(), prefix));
  folders.add(path);
  return path;
}

/** Runs `work` once cleanup starts (e.g. dropping a database schema). */
export function onCleanup(work: () => Promise<void>) {
  finalizers.push(work);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

let cleaning: Promise<void> | undefined;
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...children].map(stop));
    for (const work of finalizers.reverse()) await work().catch((error) => console.error('cleanup:', error));
    for (const path of folders) rmSync(path, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the benchmark's processes`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Runs `main`, then cleans up; a failure is printed and exits 1 after cleaning up. */
export async function runBenchmark(main: () => Promise<void>) {
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

export interface Started {
  child: ChildProcess;
  /** Milliseconds from spawn until the ready URL answered 2xx. */
  startupMs: number;
}

/**
 * Starts `node args` and polls `readyUrl` until it answers 2xx. The wait is long (120 s by
 * default, BENCH_STARTUP_SECONDS) because a new PGlite database on a busy machine takes 30 s.
 */
export async function startNode(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<Started> {
  const started = performance.now();
  // BENCH_NODE_FLAGS profiles the processes measured, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, ...args], {
    env: { ...process.env, ...env },
    // BENCH_LOGS=1 shows the processes' logs (their stdout) on the benchmark's stderr.
    stdio: ['ignore', process.env.BENCH_LOGS === '1' ? process.stderr : 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const deadline = started + Number(process.env.BENCH_STARTUP_SECONDS ?? 120) * 1000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${args.join(' ')} exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(readyUrl)).ok) return { child, startupMs: performance.now() - started };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${args.join(' ')} was not ready at ${readyUrl} within the start-up wait`);
}

/** Resident memory of a process now and at its peak, in MiB (Linux /proc). */
export function memoryOf(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024) };
}

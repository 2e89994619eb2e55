import { readFileSync } from 'node:fs';
import type pg from 'pg';

// CPU time spent on a piece of work by this process and by the PostgreSQL backends of its pool:
// unlike messages a second, it barely moves when other work shares the machine, so a figure
// measured on a busy machine still says what a quiet one would do (two cores / CPU per item).

const CLOCK_TICKS_PER_SECOND = 100;

function backendCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0; // a backend that ended (the pool let it go) is counted up to its last reading
  }
}

/** Every backend of the pool, opened now (a query each, held at once). */
async function poolBackends(pool: pg.Pool, size: number): Promise<number[]> {
  const rows = await Promise.all(
    Array.from({ length: size }, () =>
      pool.query<{ pid: number }>('select pg_backend_pid() as pid, pg_sleep(0.05)'),
    ),
  );
  return [...new Set(rows.map((result) => result.rows[0]!.pid))];
}

export interface CpuReading {
  nodeMs: number;
  postgresMs: number;
}

/** Starts counting; `stop()` answers the CPU milliseconds spent since, here and in the backends. */
export async function startCpuMeter(pool: pg.Pool, size = 10) {
  const pids = await poolBackends(pool, size);
  const node0 = process.cpuUsage();
  const pg0 = pids.map(backendCpuMs);
  return {
    stop(): CpuReading {
      const node = process.cpuUsage(node0);
      const postgresMs = pids.reduce((sum, pid, i) => sum + Math.max(0, backendCpuMs(pid) - pg0[i]!), 0);
      return { nodeMs: (node.user + node.system) / 1000, postgresMs };
    },
  };
}

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {}

/**
 * PGlite is one connection in one process: a second process opening the same directory would
 * corrupt it. A lock file (`siar.pid`: the pid and the process's start time) keeps the server and
 * the CLI apart. A holder that is gone, dying or a zombie (killed, not yet reaped by its parent),
 * or a pid now used by another process, leaves a stale lock that is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'siar.pid');
  const content = `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim();
  // Retries cover a stale lock that another starter removed or took meanwhile.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockPath, `${content}\n`, { flag: 'wx' });
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockPath);
    if (holder && holder.pid !== process.pid && holdsLock(holder)) {
      throw new DataDirInUseError(
        `The embedded database in ${dataDir} is in use by process ${holder.pid}. Stop that process first ` +
          '(PGlite allows one process at a time), or point DATABASE_URL at a PostgreSQL server.',
      );
    }
    // Removed only if it still names the stale holder, so a lock just taken by a racing starter stays.
    if (sameHolder(readHolder(lockPath), holder)) rmSync(lockPath, { force: true });
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}: another process keeps taking it. Try again.`);
}

interface Holder {
  pid: number;
  /** Clock ticks after boot (`/proc/<pid>/stat` field 22); absent in older lock files. */
  startTime?: string;
}

function readHolder(lockPath: string): Holder | null {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch {
    return null;
  }
  const [pid, startTime] = text.trim().split(/\s+/);
  const n = Number(pid);
  return Number.isInteger(n) && n > 0 ? { pid: n, startTime } : null;
}

function sameHolder(a: Holder | null, b: Holder | null): boolean {
  return a?.pid === b?.pid && a?.startTime === b?.startTime;
}

function holdsLock(holder: Holder): boolean {
  const stat = procStat(holder.pid);
  if (stat === undefined) return isAlive(holder.pid); // no /proc (not Linux): the pid is all we have
  if (stat === null) return false;
  if (stat.exiting) return false;
  return !holder.startTime || holder.startTime === stat.startTime;
}

// PF_EXITING in the flags of /proc/<pid>/stat: the process has begun to exit (SIGKILL delivered).
const PF_EXITING = 0x4;

/** The process's state from /proc: undefined without /proc, null when the pid does not exist. */
function procStat(pid: number): { exiting: boolean; startTime: string } | null | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ESRCH') return readableProc() ? null : undefined;
    return undefined;
  }
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ")".
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0] ?? '';
  const flags = Number(fields[6]);
  return {
    exiting: state === 'Z' || state === 'X' || state === 'x' || (flags & PF_EXITING) !== 0,
    startTime: fields[19] ?? '',
  };
}

function readableProc(): boolean {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
}

function processStartTime(pid: number): string | undefined {
  return procStat(pid)?.startTime;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

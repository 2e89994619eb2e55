import { sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import type { Database, DatabaseHandle } from './client.ts';

/**
 * Holds a named lock until the transaction ends: callers that count before they insert (a plan's
 * devices or contacts, a login's failures) take it first, so two at once cannot both pass.
 */
export async function lockUntilCommit(tx: Database, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/**
 * Runs `work` holding a named lock for as long as it takes (PostgreSQL; PGlite belongs to one
 * process): processes that start together take turns at what cannot run twice at once.
 */
export async function whileHoldingLock<T>(
  database: DatabaseHandle,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!database.pool) return work();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [name]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [name]).catch(() => {});
    }
  } finally {
    client.release();
  }
}

/**
 * A named lock one process holds for as long as it runs (a leader: the one that publishes the
 * event streams). It lives on a connection of its own; should that connection die, the server
 * lets the lock go and `held()` answers false, so the process stops acting as the leader.
 * PGlite belongs to one process: it always holds it.
 */
export class SessionLock {
  #client: PoolClient | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly name: string,
  ) {}

  /** Whether this process holds the lock now (taking it if it is free). */
  async held(): Promise<boolean> {
    const pool = this.database.pool;
    if (!pool) return true;
    if (this.#client) {
      try {
        await this.#client.query('select 1');
        return true;
      } catch {
        this.#drop(true);
      }
    }
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ taken: boolean }>(
        'select pg_try_advisory_lock(hashtextextended($1, 0)) as taken',
        [this.name],
      );
      if (rows[0]?.taken) {
        // A broken connection must not crash the process: the next `held()` finds out.
        client.on('error', () => {});
        this.#client = client;
        return true;
      }
      client.release();
      return false;
    } catch (error) {
      client.release(true);
      throw error;
    }
  }

  #drop(broken: boolean) {
    this.#client?.release(broken);
    this.#client = null;
  }

  async release(): Promise<void> {
    const client = this.#client;
    if (!client) return;
    await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [this.name]).catch(() => {});
    this.#drop(false);
  }
}

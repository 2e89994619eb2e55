import { sql } from 'drizzle-orm';
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

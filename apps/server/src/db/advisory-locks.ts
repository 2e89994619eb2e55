import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Holds a named lock until the transaction ends: callers that count before they insert (a plan's
 * devices or contacts, a login's failures) take it first, so two at once cannot both pass.
 */
export async function lockUntilCommit(tx: Database, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

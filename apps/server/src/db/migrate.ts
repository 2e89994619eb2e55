import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { DatabaseHandle } from './client.ts';
import type * as schema from './schema/index.ts';

// Any fixed number works; it only has to be the same in every process of one installation.
const MIGRATION_LOCK_ID = 7_402_117;

/** Applies the committed migrations. On PostgreSQL an advisory lock keeps two starting processes apart. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR, migrationsSchema: handle.schemaName };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<typeof schema>, config);
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(handle.db as NodePgDatabase<typeof schema>, config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

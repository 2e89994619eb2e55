import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { bossSchemaFor } from '../jobs/boss.ts';

/**
 * A fresh, migrated database for one test file: a clone of the migrated PGlite image, or, when
 * DATABASE_URL is set, a new schema on that PostgreSQL server, dropped again on close with the job
 * queue's schema beside it (a test that ran the queue leaves one).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const image = await readFile(inject('pgliteImage'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([image]), extensions: PGLITE_EXTENSIONS });
    return openDatabase({ pglite });
  }
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ url, schemaName });
  await migrateDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.exec(`drop schema "${schemaName}" cascade`);
      await database.exec(`drop schema if exists "${bossSchemaFor(schemaName)}" cascade`);
      await database.close();
    },
  };
}

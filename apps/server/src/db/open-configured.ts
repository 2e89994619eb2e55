import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrateDatabase } from './migrate.ts';

/** Opens the database the configuration names (locking PGlite's directory) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const dataDir = resolve(config.DATA_DIR);
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  try {
    const database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir,
      schemaName: config.DATABASE_SCHEMA,
    });
    await migrateDatabase(database);
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

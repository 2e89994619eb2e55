import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The rows of a raw statement, on PGlite and pg alike (both answer `{ rows }`). */
export async function rawRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { dropRunSchema } from '../../apps/server/src/test/processes.ts';

/** A plain connection whose search_path is the benchmark's schema, closed after `work`. */
export async function onSchema<T>(url: string, schema: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url, options: `-c search_path="${schema}"` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether a kept data set is there: the schema has `table` with rows of the account. */
export const datasetExists = (url: string, schema: string, table: string, accountId: string) =>
  onSchema(url, schema, async (client) => {
    const found = await client.query('select to_regclass($1) as t', [`"${schema}".${table}`]);
    if (!found.rows[0].t) return false;
    const rows = await client.query(`select 1 from ${table} where account_id = $1 limit 1`, [accountId]);
    return rows.rowCount === 1;
  });

/** Runs one statement of a data set's making and prints how long it took. */
export type DatasetStep = (label: string, text: string, params?: unknown[]) => Promise<void>;

/**
 * A benchmark's data set in a schema made afresh (dropped, then migrated as any Siar schema): `work`
 * gets a plain client on it and `step`, which times each statement.
 */
export async function withFreshSchema<T>(
  url: string,
  schema: string,
  work: (step: DatasetStep, client: pg.Client) => Promise<T>,
): Promise<T> {
  await dropRunSchema(url, schema);
  const database = await openDatabase({ url, schemaName: schema });
  await migrateDatabase(database);
  await database.close();
  return onSchema(url, schema, (client) =>
    work(async (label, text, params = []) => {
      const started = performance.now();
      await client.query(text, params);
      console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }, client),
  );
}

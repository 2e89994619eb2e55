import pg from 'pg';

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

import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

/** pg-boss keeps its tables in a schema of its own beside Siar's: `pgboss`, or `<schema>_pgboss`. */
export function bossSchemaFor(schemaName: string): string {
  return schemaName === 'public' ? 'pgboss' : `${schemaName}_pgboss`;
}

type Executor = PgBoss.Db;

// pg-boss sends some scripts of several statements without parameters: run those as simple queries
// and answer the last statement's result.
function pgliteExecutor(client: PGlite): Executor {
  return {
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values) as Promise<{ rows: unknown[] }>;
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

function poolExecutor(pool: pg.Pool): Executor {
  return {
    executeSql: async (text, values) => {
      if (values?.length) return pool.query(text, values);
      const result = (await pool.query(text)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
  };
}

/** A pg-boss on the open database's own connections (PGlite has only one). Not started. */
export function createBoss(database: DatabaseHandle): PgBoss {
  const db = database.pglite ? pgliteExecutor(database.pglite) : poolExecutor(database.pool!);
  return new PgBoss({
    db,
    schema: bossSchemaFor(database.schemaName),
    // Finished jobs are kept a week for inspection, then dropped.
    deleteAfterDays: 7,
  });
}

import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { prepareOnce } from './prepared.ts';

// The panel's most frequent reads are one statement each, and planning such a statement costs
// PostgreSQL ten times what running it costs for an account of a few rows (0.23-0.46 ms against
// 0.03 ms: bench/README, "The panel's most frequent reads"). A named statement is parsed and
// planned once per connection.

/** Distinct statements a process prepares at most; beyond it they run unnamed (no build-up). */
const MOST_STATEMENTS = 500;
const named = new Set<string>();

/**
 * The statement name for this SQL text, or undefined once too many were named. A query whose
 * text varies with its filters (a condition present or not) is named per text: the name carries
 * the text's hash, so one name never stands for two texts. Values are parameters, never text.
 */
export function statementName(prefix: string, text: string): string | undefined {
  const name = `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 12)}`;
  if (named.size < MOST_STATEMENTS) named.add(name);
  return named.has(name) ? name : undefined;
}

/** The rows of a raw statement, prepared once per connection under a name for its text. */
export async function preparedRows<T>(db: Database, prefix: string, query: SQL): Promise<T[]> {
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  const compiled = dialect.sqlToQuery(query);
  const prepared = session.prepareQuery(compiled, undefined, statementName(prefix, compiled.sql), false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
}

/**
 * A raw statement built once per database handle and prepared once per connection, its values
 * given as placeholders (`sql.placeholder('name')`) on each run: for a statement whose text never
 * varies, Drizzle's building costs as much as PostgreSQL running it for a small account.
 */
export function preparedStatement<T>(db: Database, name: string, build: () => SQL) {
  return prepareOnce(db, name, () => {
    const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
    const prepared = session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
    return {
      rows: async (values: Record<string, unknown>) =>
        ((await prepared.execute(values)) as { rows: T[] }).rows,
    };
  });
}

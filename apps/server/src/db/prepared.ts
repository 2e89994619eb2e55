import type { Database } from './client.ts';

// Statements that run on every request, or on the most frequent views, are prepared: Drizzle
// builds their SQL once, and PostgreSQL parses and plans each once per connection.

const statements = new WeakMap<Database, Map<string, unknown>>();

/** The statement `name` of this database handle, prepared by `prepare` on first use. */
export function prepareOnce<T>(db: Database, name: string, prepare: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, prepare());
  return byName.get(name) as T;
}

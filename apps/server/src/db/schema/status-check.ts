import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';

/**
 * A CHECK that a status column holds one of its shared list's values (packages/shared), so a
 * write that bypasses the transition helper still cannot store a status no code knows.
 */
export function statusCheck(name: string, column: AnyPgColumn, values: readonly (string | number)[]) {
  const list = values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(', ');
  const condition: SQL = sql`${column} in (${sql.raw(list)})`;
  return check(name, condition);
}

import { getTableName, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { prepareOnce } from './prepared.ts';

// Counting and paging for lists that may hold millions of rows. A list counts its rows exactly up
// to a limit and estimates beyond it, and pages only as far as that limit: no request reads more
// rows than the limit to count or skip.

export interface ListTotal {
  count: number;
  /** True when the list holds more than the limit and `count` is the planner's estimate. */
  isEstimate: boolean;
}

/** Offset and size of one page, in rows. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** Rows a list is made of, that can be counted up to a number and estimated beyond. */
export interface CountablePart {
  countUpTo(atMost: number): Promise<number>;
  estimate(): Promise<number>;
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** How many rows the query gives, reading at most `atMost` of them. */
export async function countUpTo(db: Database, query: SQLWrapper, atMost: number): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from (${query} limit ${atMost}) as counted`,
  );
  return Number(row?.n ?? 0);
}

/** The planner's estimate of the rows a query gives (EXPLAIN: planned, not run). */
export async function estimateRows(db: Database, query: SQLWrapper): Promise<number> {
  const [row] = await rows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/** A query's rows as a part of a list. */
export function queryPart(db: Database, query: SQLWrapper): CountablePart {
  return {
    countUpTo: (atMost) => countUpTo(db, query, atMost),
    estimate: () => estimateRows(db, query),
  };
}

/**
 * All the rows of a table, counted by a prepared statement and estimated from the table's
 * statistics: the unfiltered first page of a staff list, the most frequent view, plans nothing.
 */
export function tablePart(db: Database, table: PgTable): CountablePart {
  const name = getTableName(table);
  const count = prepareOnce(db, `list_count_${name}`, () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(select 1 from ${table} limit ${sql.placeholder('atMost')}) as counted`)
      .prepare(`list_count_${name}`),
  );
  const estimate = prepareOnce(db, `list_estimate_${name}`, () =>
    db
      .select({ n: sql<number>`greatest(reltuples, 0)::bigint` })
      .from(sql`pg_class`)
      .where(sql`oid = to_regclass(${sql.placeholder('table')})`)
      .prepare(`list_estimate_${name}`),
  );
  return {
    countUpTo: async (atMost) => Number((await count.execute({ atMost }))[0]?.n ?? 0),
    estimate: async () => Number((await estimate.execute({ table: name }))[0]?.n ?? 0),
  };
}

/**
 * The total of a list given as disjoint parts (their rows never overlap): exact while it stays
 * within `limit`, else the sum of estimates (never less than what was counted). Each part is
 * read only for what the limit has left.
 */
export async function listTotal(parts: CountablePart[], limit: number): Promise<ListTotal> {
  let counted = 0;
  for (const part of parts) {
    counted += await part.countUpTo(limit + 1 - counted);
    if (counted > limit) {
      const estimates = await Promise.all(parts.map((p) => p.estimate()));
      return {
        count: Math.max(
          counted,
          estimates.reduce((a, b) => a + b, 0),
        ),
        isEstimate: true,
      };
    }
  }
  return { count: counted, isEstimate: false };
}

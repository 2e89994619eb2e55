import { getTableName, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { prepareOnce } from './prepared.ts';
import { rawRows } from './raw-rows.ts';

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

/** How many rows the query gives, reading at most `atMost` of them. */
export async function countUpTo(db: Database, query: SQLWrapper, atMost: number): Promise<number> {
  const [row] = await rawRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from (${query} limit ${atMost}) as counted`,
  );
  return Number(row?.n ?? 0);
}

/** The planner's estimate of the rows a query gives (EXPLAIN: planned, not run). */
export async function estimateRows(db: Database, query: SQLWrapper): Promise<number> {
  const [row] = await rawRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
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

/** What a searched list answers: its total and one page of rows. */
export interface SearchedPage<Row> {
  total: ListTotal;
  rows: Row[];
}

/**
 * A term the planner expects to match more than this many times the count limit is not counted:
 * gathering limit + 1 scattered matches only to learn there are more costs a broad search most of
 * its time (a first name in 5% of a million contacts: 26 of 38 ms), and its total is shown as an
 * estimate anyway. Between the limit and this, the matches are gathered and counted as usual.
 */
export const BROAD_SEARCH_FACTOR = 2;

/** How a searched list orders the gathered matches (the parts' columns, named bare). */
export interface SearchedOrder {
  /** The columns every part selects, `id` first, e.g. `id, created_at`. */
  columns: SQL;
  order: SQL;
}

const NEWEST_FIRST: SearchedOrder = { columns: sql`id, created_at`, order: sql`created_at desc, id desc` };

/**
 * One page of a searched list, given as disjoint parts that each select the order's columns
 * (`id, created_at` newest first unless told). The planner's estimate comes first: a broad term
 * (over `BROAD_SEARCH_FACTOR` times the limit) is not counted, and `walk` finds the page by walking
 * the list in order, which meets matches soon. Otherwise one statement reads at most `limit + 1`
 * matches: when that is all of them, it counts them exactly and takes the page's ids from them
 * (only those rows are then read, by `rowsByIds`); when there are more, the page is walked.
 */
export async function searchedPage<Row>(
  db: Database,
  parts: SQL[],
  window: PageWindow & { countLimit: number },
  rowsByIds: (ids: string[]) => Promise<Row[]>,
  walk: () => Promise<Row[]>,
  { columns, order }: SearchedOrder = NEWEST_FIRST,
): Promise<SearchedPage<Row>> {
  const limit = window.countLimit;
  const union = sql.join(parts, sql` union all `);
  const estimate = await estimateRows(db, union);
  if (estimate > BROAD_SEARCH_FACTOR * limit) {
    return { total: { count: estimate, isEstimate: true }, rows: await walk() };
  }
  const [found] = await rawRows<{ n: number | string; ids: string[] | null }>(
    db,
    sql`with matched as materialized (
        select ${columns} from (${union}) as parts limit ${limit + 1})
      select counted.n, case when counted.n <= ${limit} then (
          select json_agg(page.id) from (select id from matched
            order by ${order} limit ${window.limit} offset ${window.offset}) as page)
        end as ids
      from (select count(*)::int as n from matched) as counted`,
  );
  const count = Number(found?.n ?? 0);
  if (count <= limit) {
    const ids = found?.ids ?? [];
    return { total: { count, isEstimate: false }, rows: ids.length ? await rowsByIds(ids) : [] };
  }
  return { total: { count: Math.max(count, estimate), isEstimate: true }, rows: await walk() };
}

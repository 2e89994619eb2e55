import type { PaymentStatus, SubscriptionStatus } from '@siar/shared';
import { and, between, desc, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  type ListTotal,
  listTotal,
  type PageWindow,
  queryPart,
  searchedPage,
  tablePart,
} from '../../db/paging.ts';
import { prepareOnce } from '../../db/prepared.ts';
import { accounts, payments, subscriptions, users } from '../../db/schema/index.ts';
import {
  accountMatches,
  isNot,
  matchingAccounts,
  owner,
  parseSearch,
  rowsOfMatchingAccounts,
} from './admin-search.repo.ts';

// Staff lists across every account. Each row carries its account and the account's owner, which
// staff search by. A search is counted from the accounts it matches (found through their indexes),
// account by account, up to the count limit. Within the limit the matches are few and the page is
// taken from them; past it they are many, and walking the list newest first finds a page soon.

const accountColumns = {
  accountId: accounts.id,
  accountName: accounts.name,
  username: owner.username,
  email: owner.email,
};

export interface ListQuery extends PageWindow {
  search?: string;
  status?: number;
  /** Totals are exact up to this many rows, estimated beyond. */
  countLimit: number;
}

export interface ListResult<Row> {
  total: ListTotal;
  rows: Row[];
}

/** The records of a page's ids, newest first: one prepared statement per list. */
function byIds<Row>(
  db: Database,
  list: string,
  select: (db: Database) => {
    where(condition: SQL): {
      orderBy(...order: SQL[]): {
        prepare(name: string): { execute(params: { ids: string[] }): Promise<Row[]> };
      };
    };
  },
  table: { id: PgColumn; createdAt: PgColumn },
) {
  const name = `admin_${list}_by_ids`;
  const statement = prepareOnce(db, name, () =>
    select(db)
      .where(sql`${table.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .orderBy(...newestFirst(table))
      .prepare(name),
  );
  return (ids: string[]) => statement.execute({ ids });
}

const newestFirst = (table: { createdAt: PgColumn; id: PgColumn }) => [desc(table.createdAt), desc(table.id)];

// A page is found by its ids first, on the list's own (created_at, id) index, and only its rows
// are then joined with their account and owner: rows skipped by the offset are never joined.

export async function listPayments(db: Database, query: ListQuery): Promise<ListResult<AdminPaymentRecord>> {
  const term = parseSearch(query.search);
  const status = query.status ? eq(payments.status, query.status as PaymentStatus) : undefined;
  const rowsOf = (ids: SQL | SQLWrapper) =>
    selectPaymentRecords(db)
      .where(inArray(payments.id, ids))
      .orderBy(...newestFirst(payments));
  const newest = () => db.select({ id: payments.id }).from(payments).$dynamic();

  if (!term && !status) {
    const total = await listTotal([tablePart(db, payments)], query.countLimit);
    const page = prepareOnce(db, 'admin_payments_page', () =>
      rowsOf(
        newest()
          .orderBy(...newestFirst(payments))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      ).prepare('admin_payments_page'),
    );
    return { total, rows: await page.execute({ limit: query.limit, offset: query.offset }) };
  }
  if (!term) {
    const total = await listTotal([queryPart(db, newest().where(status))], query.countLimit);
    const ids = newest()
      .where(status)
      .orderBy(...newestFirst(payments))
      .limit(query.limit)
      .offset(query.offset);
    return { total, rows: await rowsOf(ids) };
  }

  const byAccount = accountMatches(term);
  const byId = term.idRange ? between(payments.id, term.idRange.from, term.idRange.to) : undefined;
  const byAmount =
    term.amount === undefined
      ? undefined
      : or(eq(payments.totalDue, term.amount), eq(payments.uniqueCode, term.amount));
  const withAccounts = (columns: { id: PgColumn; createdAt?: PgColumn }) =>
    db
      .select(columns)
      .from(payments)
      .innerJoin(accounts, eq(accounts.id, payments.accountId))
      .leftJoin(owner, eq(owner.id, accounts.ownerUserId))
      .$dynamic();
  // Disjoint parts, so that their counts add up: the matching accounts' payments, then payments
  // by id and by amount that the parts before do not hold.
  const part = { id: payments.id, createdAt: payments.createdAt };
  const parts = [rowsOfMatchingAccounts(db, term, payments, status)];
  if (byId) parts.push(sql`${withAccounts(part).where(and(byId, isNot(byAccount), status))}`);
  if (byAmount) {
    const rest = and(byAmount, isNot(byAccount), byId ? isNot(byId) : undefined, status);
    parts.push(sql`${withAccounts(part).where(rest)}`);
  }

  return searchedPage(db, parts, query, byIds(db, 'payments', selectPaymentRecords, payments), () =>
    rowsOf(
      withAccounts({ id: payments.id })
        .where(and(or(byAccount, byId, byAmount), status))
        .orderBy(...newestFirst(payments))
        .limit(query.limit)
        .offset(query.offset),
    ),
  );
}

function selectPaymentRecords(db: Database) {
  const resolver = alias(users, 'resolver');
  return db
    .select({ payment: payments, ...accountColumns, resolvedBy: resolver.username })
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .leftJoin(owner, eq(owner.id, accounts.ownerUserId))
    .leftJoin(resolver, eq(resolver.id, payments.resolvedBy))
    .$dynamic();
}

export type AdminPaymentRecord = Awaited<ReturnType<typeof selectPaymentRecords>>[number];

export async function findPaymentRecords(db: Database, paymentIds: string[]): Promise<AdminPaymentRecord[]> {
  if (paymentIds.length === 0) return [];
  return selectPaymentRecords(db).where(inArray(payments.id, paymentIds));
}

export async function listSubscriptions(
  db: Database,
  query: ListQuery,
): Promise<ListResult<AdminSubscriptionRecord>> {
  const term = parseSearch(query.search);
  const status = query.status ? eq(subscriptions.status, query.status as SubscriptionStatus) : undefined;
  const rowsOf = (ids: SQL | SQLWrapper) =>
    selectSubscriptionRecords(db)
      .where(inArray(subscriptions.id, ids))
      .orderBy(...newestFirst(subscriptions));
  const newest = () => db.select({ id: subscriptions.id }).from(subscriptions).$dynamic();

  if (!term && !status) {
    const total = await listTotal([tablePart(db, subscriptions)], query.countLimit);
    const page = prepareOnce(db, 'admin_subscriptions_page', () =>
      rowsOf(
        newest()
          .orderBy(...newestFirst(subscriptions))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      ).prepare('admin_subscriptions_page'),
    );
    return { total, rows: await page.execute({ limit: query.limit, offset: query.offset }) };
  }
  if (!term) {
    const total = await listTotal([queryPart(db, newest().where(status))], query.countLimit);
    const ids = newest()
      .where(status)
      .orderBy(...newestFirst(subscriptions))
      .limit(query.limit)
      .offset(query.offset);
    return { total, rows: await rowsOf(ids) };
  }

  const parts = [rowsOfMatchingAccounts(db, term, subscriptions, status)];
  return searchedPage(
    db,
    parts,
    query,
    byIds(db, 'subscriptions', selectSubscriptionRecords, subscriptions),
    () =>
      rowsOf(
        newest()
          .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
          .leftJoin(owner, eq(owner.id, accounts.ownerUserId))
          .where(and(accountMatches(term), status))
          .orderBy(...newestFirst(subscriptions))
          .limit(query.limit)
          .offset(query.offset),
      ),
  );
}

function selectSubscriptionRecords(db: Database) {
  return db
    .select({ subscription: subscriptions, ...accountColumns })
    .from(subscriptions)
    .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
    .leftJoin(owner, eq(owner.id, accounts.ownerUserId))
    .$dynamic();
}

export type AdminSubscriptionRecord = Awaited<ReturnType<typeof selectSubscriptionRecords>>[number];

export async function findSubscriptionRecord(db: Database, subscriptionId: string) {
  const [row] = await selectSubscriptionRecords(db).where(eq(subscriptions.id, subscriptionId));
  return row;
}

/** Customer accounts, for staff to pick one (Add Subscription). */
export async function listAccounts(db: Database, query: ListQuery): Promise<ListResult<AccountRecord>> {
  const term = parseSearch(query.search);
  const rowsOf = (ids: SQL | SQLWrapper | string[]) =>
    db
      .select(accountColumns)
      .from(accounts)
      .leftJoin(owner, eq(owner.id, accounts.ownerUserId))
      .where(inArray(accounts.id, ids))
      .orderBy(...newestFirst(accounts));
  const newest = () =>
    db
      .select({ id: accounts.id })
      .from(accounts)
      .leftJoin(owner, eq(owner.id, accounts.ownerUserId))
      .$dynamic();

  if (!term) {
    const total = await listTotal([tablePart(db, accounts)], query.countLimit);
    const ids = newest()
      .orderBy(...newestFirst(accounts))
      .limit(query.limit)
      .offset(query.offset);
    return { total, rows: await rowsOf(ids) };
  }
  return searchedPage(db, [matchingAccounts(db, term)], query, rowsOf, () =>
    rowsOf(
      newest()
        .where(accountMatches(term))
        .orderBy(...newestFirst(accounts))
        .limit(query.limit)
        .offset(query.offset),
    ),
  );
}

export interface AccountRecord {
  accountId: string;
  accountName: string;
  username: string | null;
  email: string | null;
}

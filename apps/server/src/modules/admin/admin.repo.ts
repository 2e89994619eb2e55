import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { accounts, payments, subscriptions, users } from '../../db/schema/index.ts';
import { escapeLike } from '../billing/coupons.repo.ts';

// Staff lists across every account. Each row carries its account and the account's owner (its
// first user), which staff search by.

const owner = alias(users, 'owner');
const ownerJoin = sql`${owner.id} = (select u.id from ${users} u where u.account_id = ${accounts.id} order by u.created_at, u.id limit 1)`;

const accountColumns = {
  accountId: accounts.id,
  accountName: accounts.name,
  username: owner.username,
  email: owner.email,
};

export interface ListQuery {
  search?: string;
  status?: number;
  limit: number;
  offset: number;
}

function accountMatches(term: string): SQL[] {
  const like = `%${escapeLike(term)}%`;
  return [
    ilike(accounts.name, like),
    ilike(owner.username, like),
    ilike(owner.email, like),
    ilike(sql`${accounts.id}::text`, `${escapeLike(term.toLowerCase())}%`),
  ];
}

export async function listSubscriptions(db: Database, query: ListQuery) {
  const term = query.search?.trim();
  const where = and(
    term ? or(...accountMatches(term)) : undefined,
    query.status ? eq(subscriptions.status, query.status) : undefined,
  );
  const base = () =>
    db
      .select({ subscription: subscriptions, ...accountColumns })
      .from(subscriptions)
      .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
      .leftJoin(owner, ownerJoin)
      .where(where);
  const [total] = await db
    .select({ n: count() })
    .from(subscriptions)
    .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
    .leftJoin(owner, ownerJoin)
    .where(where);
  const rows = await base()
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(query.limit)
    .offset(query.offset);
  return { count: total?.n ?? 0, rows };
}

export type AdminSubscriptionRecord = Awaited<ReturnType<typeof listSubscriptions>>['rows'][number];

export async function findSubscriptionRecord(db: Database, subscriptionId: string) {
  const [row] = await db
    .select({ subscription: subscriptions, ...accountColumns })
    .from(subscriptions)
    .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
    .leftJoin(owner, ownerJoin)
    .where(eq(subscriptions.id, subscriptionId));
  return row;
}

export async function listPayments(db: Database, query: ListQuery) {
  const term = query.search?.trim();
  const matches = term ? accountMatches(term) : [];
  if (term) {
    matches.push(ilike(sql`${payments.id}::text`, `${escapeLike(term.toLowerCase())}%`));
    const amount = term.replace(/[.,\s]/g, '');
    if (/^\d{1,9}$/.test(amount)) {
      matches.push(eq(payments.totalDue, Number(amount)), eq(payments.uniqueCode, Number(amount)));
    }
  }
  const where = and(
    term ? or(...matches) : undefined,
    query.status ? eq(payments.status, query.status) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .leftJoin(owner, ownerJoin)
    .where(where);
  const resolver = alias(users, 'resolver');
  const rows = await db
    .select({ payment: payments, ...accountColumns, resolvedBy: resolver.username })
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .leftJoin(owner, ownerJoin)
    .leftJoin(resolver, eq(resolver.id, payments.resolvedBy))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.limit)
    .offset(query.offset);
  return { count: total?.n ?? 0, rows };
}

export type AdminPaymentRecord = Awaited<ReturnType<typeof listPayments>>['rows'][number];

export async function findPaymentRecords(db: Database, paymentIds: string[]): Promise<AdminPaymentRecord[]> {
  if (paymentIds.length === 0) return [];
  const resolver = alias(users, 'resolver');
  return db
    .select({ payment: payments, ...accountColumns, resolvedBy: resolver.username })
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .leftJoin(owner, ownerJoin)
    .leftJoin(resolver, eq(resolver.id, payments.resolvedBy))
    .where(inArray(payments.id, paymentIds));
}

/** Customer accounts, for staff to pick one (Add Subscription). */
export async function listAccounts(db: Database, query: ListQuery) {
  const term = query.search?.trim();
  const where = term ? or(...accountMatches(term)) : undefined;
  const [total] = await db.select({ n: count() }).from(accounts).leftJoin(owner, ownerJoin).where(where);
  const rows = await db
    .select(accountColumns)
    .from(accounts)
    .leftJoin(owner, ownerJoin)
    .where(where)
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(query.limit)
    .offset(query.offset);
  return { count: total?.n ?? 0, rows };
}

import { and, between, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/index.ts';
import { containsPattern, uuidPrefixRange } from '../../db/search.ts';

// What staff type in a list's search box, and the accounts it matches: by account name, the
// owner's username or email (any part, through trigram indexes), or the account id's beginning.

/** The account's owner, joined through `accounts.owner_user_id`. */
export const owner = alias(users, 'owner');

export interface SearchTerm {
  /** ILIKE pattern for any part of a name, username or email. */
  contains: string;
  /** The uuids that begin with the term (account or payment ids). */
  idRange?: { from: string; to: string };
  /** The term read as whole rupiah ("150.000" → 150000), for amounts and unique codes. */
  amount?: number;
}

export function parseSearch(search: string | undefined): SearchTerm | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const digits = term.replace(/[.,\s]/g, '');
  return {
    contains: containsPattern(term),
    idRange: uuidPrefixRange(term),
    amount: /^\d{1,9}$/.test(digits) ? Number(digits) : undefined,
  };
}

/** Negation that counts an unknown (a null email) as "not matched". */
export function isNot(condition: SQL): SQL {
  return sql`not coalesce(${condition}, false)`;
}

const ownerMatches = (term: SearchTerm) =>
  or(ilike(owner.username, term.contains), ilike(owner.email, term.contains))!;

/** The term matches the account (on rows joined with `accounts` and `owner`). */
export function accountMatches(term: SearchTerm): SQL {
  return or(
    ilike(accounts.name, term.contains),
    ownerMatches(term),
    term.idRange ? between(accounts.id, term.idRange.from, term.idRange.to) : undefined,
  )!;
}

/**
 * `select id, created_at` of the accounts the term matches, in disjoint branches (so no account
 * comes twice) that each start from an index: the name's trigrams, the owner's, the key's range.
 */
export function matchingAccounts(db: Database, term: SearchTerm): SQL {
  const columns = { id: accounts.id, createdAt: accounts.createdAt };
  const nameMatches = ilike(accounts.name, term.contains);
  const branches = [
    db.select(columns).from(accounts).where(nameMatches),
    db
      .select(columns)
      .from(owner)
      .innerJoin(accounts, and(eq(accounts.id, owner.accountId), eq(accounts.ownerUserId, owner.id)))
      .where(and(ownerMatches(term), isNot(nameMatches))),
  ];
  if (term.idRange) {
    branches.push(
      db
        .select(columns)
        .from(accounts)
        .leftJoin(owner, eq(owner.id, accounts.ownerUserId))
        .where(
          and(
            between(accounts.id, term.idRange.from, term.idRange.to),
            isNot(nameMatches),
            isNot(ownerMatches(term)),
          ),
        ),
    );
  }
  return sql.join(branches, sql` union all `);
}

/**
 * `select id, created_at` of a tenant table's rows whose account the term matches: account by
 * account through the table's account_id index, so that a count with a limit stops early.
 * (`offset 0` keeps the planner from turning it into a scan of the whole table.)
 */
export function rowsOfMatchingAccounts(
  db: Database,
  term: SearchTerm,
  table: { id: PgColumn; createdAt: PgColumn; accountId: PgColumn },
  where: SQL | undefined,
): SQL {
  return sql`select t.id, t.created_at from (${matchingAccounts(db, term)}) as m
    cross join lateral (select ${table.id} as id, ${table.createdAt} as created_at from ${table.id.table}
      where ${table.accountId} = m.id ${where ? sql`and ${where}` : sql``} offset 0) as t`;
}

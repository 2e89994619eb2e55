import type { ContactOrdering } from '@siar/shared';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchedPage } from '../../db/paging.ts';
import { contacts } from '../../db/schema/index.ts';
import type { ListWindow } from '../../http/list-page.ts';
import { withGroups } from './contacts.repo.ts';
import {
  baseWhere,
  type ContactFilter,
  filterWhere,
  MATCHED_ORDER,
  ORDER,
  parseSearch,
  searchBranches,
} from './contacts-filter.repo.ts';
import { type ContactPage, unsearchedPage } from './contacts-page.repo.ts';

// The contacts list stays fast at a million contacts: it pages by offset no further than the count
// limit (http/list-page.ts), counts exactly up to that limit and estimates beyond (db/paging.ts),
// and finds a page's ids on the account's covering indexes — (account_id, created_at, id),
// (account_id, name, id), (account_id, phone) — before reading only those rows. A search matches
// any part of the name, number or email through their trigram indexes, in disjoint parts, as the
// staff lists do.

export type { ContactFilter } from './contacts-filter.repo.ts';
export { filterWhere };

async function rowsByIds(db: Database, accountId: string, ids: string[], ordering: ContactOrdering) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), inArray(contacts.id, ids)))
    .orderBy(...ORDER[ordering]);
}

export async function listContacts(
  db: Database,
  accountId: string,
  filter: ContactFilter,
  window: ListWindow,
): Promise<ContactPage> {
  const term = parseSearch(filter.search);
  if (!term) return unsearchedPage(db, accountId, filter, window);
  const base = baseWhere(accountId, filter);
  const walked = async () => {
    const ids = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(base, or(...searchBranches(term, filter.numbersHidden)))!)
      .orderBy(...ORDER[filter.ordering])
      .limit(window.limit)
      .offset(window.offset);
    return rowsByIds(
      db,
      accountId,
      ids.map((row) => row.id),
      filter.ordering,
    );
  };
  const parts = searchBranches(term, filter.numbersHidden).map(
    (branch) =>
      sql`select ${contacts.id} as id, ${contacts.createdAt} as created_at, ${contacts.name} as name, ${contacts.phone} as phone from ${contacts} where ${and(base, branch)}`,
  );
  const { total, rows } = await searchedPage(
    db,
    parts,
    window,
    (ids) => rowsByIds(db, accountId, ids, filter.ordering),
    walked,
    { columns: sql`id, created_at, name, phone`, order: MATCHED_ORDER[filter.ordering] },
  );
  return { total, rows: await withGroups(db, accountId, rows) };
}

/** The custom field names used by the filtered contacts (the export's extra columns). */
export async function customFieldKeys(db: Database, accountId: string, filter: ContactFilter) {
  const rows = (
    (await db.execute(
      sql`select distinct jsonb_object_keys(${contacts.customFields}) as key from ${contacts} where ${filterWhere(accountId, filter)} order by 1`,
    )) as unknown as { rows: { key: string }[] }
  ).rows;
  return rows.map((row) => row.key);
}

/**
 * The filtered contacts oldest first, `batch` at a time. Keyset paging (any depth costs alike); the
 * cursor keeps created_at as PostgreSQL's text, since a JavaScript date would drop its microseconds.
 */
export async function* contactBatches(db: Database, accountId: string, filter: ContactFilter, batch = 2000) {
  const where = filterWhere(accountId, filter);
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ contact: contacts, cursor: sql<string>`${contacts.createdAt}::text` })
      .from(contacts)
      .where(
        and(
          where,
          after
            ? sql`(${contacts.createdAt}, ${contacts.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(contacts.createdAt), asc(contacts.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map((row) => row.contact);
    const last = rows.at(-1)!;
    after = { createdAt: last.cursor, id: last.contact.id };
    if (rows.length < batch) return;
  }
}

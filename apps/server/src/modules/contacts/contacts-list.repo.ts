import type { ContactOrdering, WhatsappFilter } from '@siar/shared';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ListTotal, listTotal, queryPart, searchedPage } from '../../db/paging.ts';
import { contactGroupMembers, contacts } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import type { ListWindow } from '../../http/list-page.ts';
import type { ContactRow } from './contacts.repo.ts';

// The contacts list stays fast at a million contacts: it pages by offset no further than the count
// limit (http/list-page.ts), counts exactly up to that limit and estimates beyond (db/paging.ts),
// and finds a page's ids on the account's covering indexes — (account_id, created_at, id),
// (account_id, name, id), (account_id, phone) — before reading only those rows. A search matches
// any part of the name, number or email through their trigram indexes, in disjoint parts, as the
// staff lists do.

export interface ContactFilter {
  search?: string;
  groupId?: string;
  ordering: ContactOrdering;
  /** By the last number check: on WhatsApp, not on it, never checked. */
  whatsapp?: WhatsappFilter;
  /** The caller sees numbers masked: a search must not match them, or digits could be guessed one by one. */
  numbersHidden?: boolean;
}

const ORDER: Record<ContactOrdering, SQL[]> = {
  '-created_at': [desc(contacts.createdAt), desc(contacts.id)],
  created_at: [asc(contacts.createdAt), asc(contacts.id)],
  name: [asc(contacts.name), asc(contacts.id)],
  '-name': [desc(contacts.name), desc(contacts.id)],
  phone: [asc(contacts.phone)],
  '-phone': [desc(contacts.phone)],
};

/** The same orders over the gathered matches (columns named bare). */
const MATCHED_ORDER: Record<ContactOrdering, SQL> = {
  '-created_at': sql`created_at desc, id desc`,
  created_at: sql`created_at, id`,
  name: sql`name, id`,
  '-name': sql`name desc, id desc`,
  phone: sql`phone`,
  '-phone': sql`phone desc`,
};

interface Search {
  text: string;
  /** A number as typed, without spaces, dashes, a leading + or trunk 0: "0812-345" finds +62812345…. */
  digits: string;
}

function parseSearch(search: string | undefined): Search | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const looksLikeNumber = /^[+\d][\d\s().-]*$/.test(text);
  const digits = looksLikeNumber ? text.replace(/\D/g, '').replace(/^0+/, '') : '';
  return { text: containsPattern(text), digits: digits ? containsPattern(digits) : '' };
}

const inGroup = (groupId: string) =>
  sql`exists (select 1 from ${contactGroupMembers} where ${contactGroupMembers.groupId} = ${groupId} and ${contactGroupMembers.contactId} = ${contacts.id})`;

/** The search's disjoint conditions: by name, else by number, else by email. */
function searchBranches(term: Search, numbersHidden = false): SQL[] {
  const byName = ilike(contacts.name, term.text);
  const byPhone = numbersHidden ? sql`false` : ilike(contacts.phone, term.digits || term.text);
  const byEmail = ilike(contacts.email, term.text);
  const not = (condition: SQL) => sql`not coalesce(${condition}, false)`;
  return [byName, and(byPhone, not(byName))!, and(byEmail, not(byName), not(byPhone))!];
}

const WHATSAPP_WHERE: Record<WhatsappFilter, SQL> = {
  on: eq(contacts.onWhatsapp, true),
  not_on: eq(contacts.onWhatsapp, false),
  unchecked: isNull(contacts.onWhatsapp),
};

/** Every condition of the filter but the search. */
function baseWhere(accountId: string, filter: ContactFilter): SQL {
  return and(
    eq(contacts.accountId, accountId),
    filter.groupId ? inGroup(filter.groupId) : undefined,
    filter.whatsapp ? WHATSAPP_WHERE[filter.whatsapp] : undefined,
  )!;
}

/** The filter as one condition (the export's and the walked page's). */
export function filterWhere(accountId: string, filter: ContactFilter): SQL {
  const term = parseSearch(filter.search);
  return and(
    baseWhere(accountId, filter),
    term ? or(...searchBranches(term, filter.numbersHidden)) : undefined,
  )!;
}

async function rowsByIds(db: Database, accountId: string, ids: string[], ordering: ContactOrdering) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), inArray(contacts.id, ids)))
    .orderBy(...ORDER[ordering]);
}

export interface ContactPage {
  total: ListTotal;
  rows: ContactRow[];
}

export async function listContacts(
  db: Database,
  accountId: string,
  filter: ContactFilter,
  window: ListWindow,
): Promise<ContactPage> {
  const term = parseSearch(filter.search);
  const pageIds = (where: SQL) =>
    db
      .select({ id: contacts.id })
      .from(contacts)
      .where(where)
      .orderBy(...ORDER[filter.ordering])
      .limit(window.limit)
      .offset(window.offset);
  const rowsOf = async (where: SQL) =>
    rowsByIds(
      db,
      accountId,
      (await pageIds(where)).map((row) => row.id),
      filter.ordering,
    );

  const base = baseWhere(accountId, filter);
  if (!term) {
    // A group's members are counted on their primary key alone (the caller checked the group is the account's).
    const counted =
      filter.groupId && !filter.whatsapp
        ? db
            .select({ one: sql`1` })
            .from(contactGroupMembers)
            .where(eq(contactGroupMembers.groupId, filter.groupId))
        : db.select({ one: sql`1` }).from(contacts).where(base);
    const [total, rows] = await Promise.all([
      listTotal([queryPart(db, counted)], window.countLimit),
      rowsOf(base),
    ]);
    return { total, rows };
  }

  const parts = searchBranches(term, filter.numbersHidden).map(
    (branch) =>
      sql`select ${contacts.id} as id, ${contacts.createdAt} as created_at, ${contacts.name} as name, ${contacts.phone} as phone from ${contacts} where ${and(base, branch)}`,
  );
  const { total, rows } = await searchedPage(
    db,
    parts,
    window,
    (ids) => rowsByIds(db, accountId, ids, filter.ordering),
    () => rowsOf(and(base, or(...searchBranches(term, filter.numbersHidden)))!),
    { columns: sql`id, created_at, name, phone`, order: MATCHED_ORDER[filter.ordering] },
  );
  return { total, rows };
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

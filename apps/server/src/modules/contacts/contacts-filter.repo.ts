import type { ContactOrdering, WhatsappFilter } from '@siar/shared';
import { and, asc, desc, eq, ilike, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { contactGroupMembers, contactLabels, contacts } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

// The contacts list's filter as SQL conditions and orders: the list's pages, its searches and the
// export share them.

export interface ContactFilter {
  search?: string;
  groupId?: string;
  /** Only the contacts that carry this label. */
  labelId?: string;
  ordering: ContactOrdering;
  /** By the last number check: on WhatsApp, not on it, never checked. */
  whatsapp?: WhatsappFilter;
  /** The caller sees numbers masked: a search must not match them, or digits could be guessed one by one. */
  numbersHidden?: boolean;
}

export const ORDER: Record<ContactOrdering, SQL[]> = {
  '-created_at': [desc(contacts.createdAt), desc(contacts.id)],
  created_at: [asc(contacts.createdAt), asc(contacts.id)],
  name: [asc(contacts.name), asc(contacts.id)],
  '-name': [desc(contacts.name), desc(contacts.id)],
  phone: [asc(contacts.phone)],
  '-phone': [desc(contacts.phone)],
};

/** The same orders over the gathered matches (columns named bare). */
export const MATCHED_ORDER: Record<ContactOrdering, SQL> = {
  '-created_at': sql`created_at desc, id desc`,
  created_at: sql`created_at, id`,
  name: sql`name, id`,
  '-name': sql`name desc, id desc`,
  phone: sql`phone`,
  '-phone': sql`phone desc`,
};

export interface Search {
  text: string;
  /** A number as typed, without spaces, dashes, a leading + or trunk 0: "0812-345" finds +62812345…. */
  digits: string;
}

export function parseSearch(search: string | undefined): Search | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const looksLikeNumber = /^[+\d][\d\s().-]*$/.test(text);
  const digits = looksLikeNumber ? text.replace(/\D/g, '').replace(/^0+/, '') : '';
  return { text: containsPattern(text), digits: digits ? containsPattern(digits) : '' };
}

const labelled = (labelId: string | Placeholder) =>
  sql`exists (select 1 from ${contactLabels} where ${contactLabels.labelId} = ${labelId} and ${contactLabels.contactId} = ${contacts.id})`;

const inGroup = (groupId: string | Placeholder) =>
  sql`exists (select 1 from ${contactGroupMembers} where ${contactGroupMembers.groupId} = ${groupId} and ${contactGroupMembers.contactId} = ${contacts.id})`;

/** The search's disjoint conditions: by name, else by number, else by email. */
export function searchBranches(term: Search, numbersHidden = false): SQL[] {
  const byName = ilike(contacts.name, term.text);
  const byPhone = numbersHidden ? sql`false` : ilike(contacts.phone, term.digits || term.text);
  const byEmail = ilike(contacts.email, term.text);
  const not = (condition: SQL) => sql`not coalesce(${condition}, false)`;
  return [byName, and(byPhone, not(byName))!, and(byEmail, not(byName), not(byPhone))!];
}

export const WHATSAPP_WHERE: Record<WhatsappFilter, SQL> = {
  on: eq(contacts.onWhatsapp, true),
  not_on: eq(contacts.onWhatsapp, false),
  unchecked: isNull(contacts.onWhatsapp),
};

/**
 * Every condition of the filter but the search. The account and the group may be placeholders,
 * for a statement prepared once per shape of the filter (contacts-page.repo.ts).
 */
export function baseWhere(
  accountId: string | Placeholder,
  filter: Pick<ContactFilter, 'whatsapp'> & {
    groupId?: string | Placeholder;
    labelId?: string | Placeholder;
  },
): SQL {
  return and(
    eq(contacts.accountId, accountId),
    filter.groupId ? inGroup(filter.groupId) : undefined,
    filter.labelId ? labelled(filter.labelId) : undefined,
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

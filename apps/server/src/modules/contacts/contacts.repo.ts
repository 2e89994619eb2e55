import type { ContactSource, LabelRef } from '@siar/shared';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactGroupMembers, contactGroups, contacts } from '../../db/schema/index.ts';
import { contactLabelsOf } from '../labels/index.ts';

// A contact's own rows and its group memberships. Every query is scoped to one account: another
// account's contact or group is simply not found.

export type ContactRow = typeof contacts.$inferSelect;
export interface GroupRef {
  id: string;
  name: string;
}
export type ContactWithGroups = ContactRow & { groups: GroupRef[]; labels: LabelRef[] };

/** The groups of each contact, by contact id. */
export async function groupsOf(db: Database, accountId: string, contactIds: string[]) {
  const byContact = new Map<string, GroupRef[]>();
  if (contactIds.length === 0) return byContact;
  const rows = await db
    .select({ contactId: contactGroupMembers.contactId, id: contactGroups.id, name: contactGroups.name })
    .from(contactGroupMembers)
    .innerJoin(contactGroups, eq(contactGroups.id, contactGroupMembers.groupId))
    .where(
      and(eq(contactGroupMembers.accountId, accountId), inArray(contactGroupMembers.contactId, contactIds)),
    )
    .orderBy(asc(contactGroups.name));
  for (const row of rows) {
    const list = byContact.get(row.contactId) ?? [];
    list.push({ id: row.id, name: row.name });
    byContact.set(row.contactId, list);
  }
  return byContact;
}

export async function withGroups(
  db: Database,
  accountId: string,
  rows: ContactRow[],
): Promise<ContactWithGroups[]> {
  const ids = rows.map((row) => row.id);
  const [groups, labels] = await Promise.all([
    groupsOf(db, accountId, ids),
    contactLabelsOf(db, accountId, ids),
  ]);
  return rows.map((row) => ({ ...row, groups: groups.get(row.id) ?? [], labels: labels.get(row.id) ?? [] }));
}

export async function findContact(db: Database, accountId: string, contactId: string) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), eq(contacts.id, contactId)));
  return row;
}

export async function findContactByPhone(db: Database, accountId: string, phone: string) {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), eq(contacts.phone, phone)));
  return row;
}

export interface ContactValues {
  name: string;
  phone: string;
  email: string | null;
  customFields: Record<string, string>;
  optedOutAt: Date | null;
  source: ContactSource;
}

export async function insertContact(db: Database, accountId: string, values: ContactValues) {
  const [row] = await db
    .insert(contacts)
    .values({ accountId, ...values })
    .returning({ id: contacts.id });
  return row!.id;
}

export async function updateContact(
  db: Database,
  accountId: string,
  contactId: string,
  values: Partial<ContactValues>,
): Promise<boolean> {
  const rows = await db
    .update(contacts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(contacts.accountId, accountId), eq(contacts.id, contactId)))
    .returning({ id: contacts.id });
  return rows.length > 0;
}

/**
 * Which contacts an action takes: those named, or every one matching a condition on `contacts`
 * (the list's filter, contacts-list.repo.ts `filterWhere`). Always within the account.
 */
export type ContactSelection = { ids: string[] } | { where: SQL };

const selected = (selection: ContactSelection) =>
  'ids' in selection ? inArray(contacts.id, selection.ids) : selection.where;

/** Deletes the account's selected contacts; answers how many went. */
export async function deleteContacts(
  db: Database,
  accountId: string,
  selection: ContactSelection,
): Promise<number> {
  const rows = await db
    .delete(contacts)
    .where(and(eq(contacts.accountId, accountId), selected(selection)))
    .returning({ id: contacts.id });
  return rows.length;
}

/** The account's groups among `groupIds` (others, or another account's, are left out). */
export async function ownGroupIds(db: Database, accountId: string, groupIds: string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({ id: contactGroups.id })
    .from(contactGroups)
    .where(and(eq(contactGroups.accountId, accountId), inArray(contactGroups.id, groupIds)));
  return rows.map((row) => row.id);
}

/** Makes `groupIds` exactly the contact's groups. */
export async function setContactGroups(
  db: Database,
  accountId: string,
  contactId: string,
  groupIds: string[],
) {
  await db
    .delete(contactGroupMembers)
    .where(and(eq(contactGroupMembers.accountId, accountId), eq(contactGroupMembers.contactId, contactId)));
  await addMembers(db, accountId, groupIds, { ids: [contactId] });
}

/** Adds the account's selected contacts to its groups; answers how many joined. */
export async function addMembers(
  db: Database,
  accountId: string,
  groupIds: string[],
  selection: ContactSelection,
) {
  if (groupIds.length === 0 || ('ids' in selection && selection.ids.length === 0)) return 0;
  const rows = await db
    .insert(contactGroupMembers)
    .select(
      db
        .select({
          groupId: contactGroups.id,
          contactId: contacts.id,
          accountId: contacts.accountId,
          addedAt: sql`now()`.as('added_at'),
        })
        .from(contacts)
        .innerJoin(contactGroups, eq(contactGroups.accountId, contacts.accountId))
        .where(
          and(eq(contacts.accountId, accountId), selected(selection), inArray(contactGroups.id, groupIds)),
        ),
    )
    .onConflictDoNothing()
    .returning({ contactId: contactGroupMembers.contactId });
  return rows.length;
}

export async function removeMembers(
  db: Database,
  accountId: string,
  groupId: string,
  selection: ContactSelection,
) {
  const rows = await db
    .delete(contactGroupMembers)
    .where(
      and(
        eq(contactGroupMembers.accountId, accountId),
        eq(contactGroupMembers.groupId, groupId),
        'ids' in selection
          ? inArray(contactGroupMembers.contactId, selection.ids)
          : inArray(
              contactGroupMembers.contactId,
              db
                .select({ id: contacts.id })
                .from(contacts)
                .where(and(eq(contacts.accountId, accountId), selection.where)),
            ),
      ),
    )
    .returning({ contactId: contactGroupMembers.contactId });
  return rows.length;
}

/** Which of `phones` the account has already (the list goes as one JSON parameter). */
export async function existingPhones(
  db: Database,
  accountId: string,
  phones: string[],
): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db
    .select({ phone: contacts.phone })
    .from(contacts)
    .where(
      and(
        eq(contacts.accountId, accountId),
        sql`${contacts.phone} in (select jsonb_array_elements_text(${JSON.stringify(phones)}::jsonb))`,
      ),
    );
  return new Set(rows.map((row) => row.phone));
}

export interface ImportedContact {
  phone: string;
  name: string;
  email: string | null;
  customFields: Record<string, string>;
}

/**
 * Inserts new numbers and updates existing ones in one statement, keyed by (account, phone): an
 * imported value fills or replaces what the contact had, an empty one leaves it; custom fields are
 * merged; the opt-out and the source are never touched. The rows go as one JSON parameter
 * (`jsonb_to_recordset`): a thousand rows as bound values made the statement three times slower.
 * Answers each row's id and whether it was new.
 */
export async function upsertContacts(db: Database, accountId: string, rows: ImportedContact[]) {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((row) => ({
      phone: row.phone,
      name: row.name,
      email: row.email,
      custom_fields: row.customFields,
    })),
  );
  const result =
    (await db.execute(sql`insert into ${contacts} (account_id, phone, name, email, custom_fields, source)
      select ${accountId}, r.phone, r.name, r.email, r.custom_fields, 'import'
      from jsonb_to_recordset(${json}::jsonb) as r(phone text, name text, email text, custom_fields jsonb)
      on conflict (account_id, phone) do update set
        name = coalesce(nullif(excluded.name, ''), ${contacts}.name),
        email = coalesce(excluded.email, ${contacts}.email),
        custom_fields = ${contacts}.custom_fields || excluded.custom_fields,
        updated_at = now()
      returning id, phone, (xmax = 0) as inserted`)) as unknown as {
      rows: { id: string; phone: string; inserted: boolean }[];
    };
  return result.rows;
}

/** Adds memberships (group, contact) of the account, skipping those that exist. */
export async function insertMemberships(
  db: Database,
  accountId: string,
  pairs: { groupId: string; contactId: string }[],
) {
  if (pairs.length === 0) return;
  await db
    .insert(contactGroupMembers)
    .values(pairs.map((pair) => ({ ...pair, accountId })))
    .onConflictDoNothing();
}

/** How many contacts the account has. */
export async function countContacts(db: Database, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contacts).where(eq(contacts.accountId, accountId));
  return row?.n ?? 0;
}

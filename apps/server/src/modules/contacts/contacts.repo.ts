import type { ContactSource } from '@siar/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, contactGroupMembers, contactGroups, contacts } from '../../db/schema/index.ts';

// A contact's own rows and its group memberships. Every query is scoped to one account: another
// account's contact or group is simply not found.

export type ContactRow = typeof contacts.$inferSelect;
export interface GroupRef {
  id: string;
  name: string;
}
export type ContactWithGroups = ContactRow & { groups: GroupRef[] };

/** The account's country, which local numbers are read in. */
export async function accountCountry(db: Database, accountId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ country: accounts.country })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.country ?? undefined;
}

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
  const groups = await groupsOf(
    db,
    accountId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, groups: groups.get(row.id) ?? [] }));
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

/** Deletes the account's contacts among `contactIds`; answers how many went. */
export async function deleteContacts(db: Database, accountId: string, contactIds: string[]): Promise<number> {
  const rows = await db
    .delete(contacts)
    .where(and(eq(contacts.accountId, accountId), inArray(contacts.id, contactIds)))
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
  await addMembers(db, accountId, groupIds, [contactId]);
}

/** Adds the account's contacts among `contactIds` to its groups; answers how many joined. */
export async function addMembers(db: Database, accountId: string, groupIds: string[], contactIds: string[]) {
  if (groupIds.length === 0 || contactIds.length === 0) return 0;
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
          and(
            eq(contacts.accountId, accountId),
            inArray(contacts.id, contactIds),
            inArray(contactGroups.id, groupIds),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ contactId: contactGroupMembers.contactId });
  return rows.length;
}

export async function removeMembers(db: Database, accountId: string, groupId: string, contactIds: string[]) {
  const rows = await db
    .delete(contactGroupMembers)
    .where(
      and(
        eq(contactGroupMembers.accountId, accountId),
        eq(contactGroupMembers.groupId, groupId),
        inArray(contactGroupMembers.contactId, contactIds),
      ),
    )
    .returning({ contactId: contactGroupMembers.contactId });
  return rows.length;
}

/** Which of `phones` the account has already. */
export async function existingPhones(
  db: Database,
  accountId: string,
  phones: string[],
): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db
    .select({ phone: contacts.phone })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), inArray(contacts.phone, phones)));
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
 * merged; the opt-out is never touched. Answers each row's id and whether it was new.
 */
export async function upsertContacts(db: Database, accountId: string, rows: ImportedContact[]) {
  if (rows.length === 0) return [];
  return db
    .insert(contacts)
    .values(rows.map((row) => ({ accountId, ...row, source: 'import' as const })))
    .onConflictDoUpdate({
      target: [contacts.accountId, contacts.phone],
      set: {
        name: sql`coalesce(nullif(excluded.name, ''), ${contacts.name})`,
        email: sql`coalesce(excluded.email, ${contacts.email})`,
        customFields: sql`${contacts.customFields} || excluded.custom_fields`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: contacts.id, phone: contacts.phone, inserted: sql<boolean>`(xmax = 0)` });
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

import type { NumberCheckResult, NumberCheckSource } from '@siar/shared';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  contactGroupMembers,
  contactGroups,
  contacts,
  numberCheckItems,
  numberChecks,
  waDevices,
} from '../../db/schema/index.ts';

// Starting a check and reading it: its numbers (contacts by id, a group's, by number), the answers
// known already, the check and its items. The runner's queries are in check-runner.repo.ts.

export type NumberCheckRow = typeof numberChecks.$inferSelect;

/** A contact as a check needs it: its number, and its last answer with its date. */
export const contactTargetColumns = {
  id: contacts.id,
  phone: contacts.phone,
  onWhatsapp: contacts.onWhatsapp,
  whatsappCheckedAt: contacts.whatsappCheckedAt,
};
export type ContactTarget = {
  id: string;
  phone: string;
  onWhatsapp: boolean | null;
  whatsappCheckedAt: Date | null;
};

export async function contactsByIds(
  db: Database,
  accountId: string,
  ids: string[],
): Promise<ContactTarget[]> {
  return db
    .select(contactTargetColumns)
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), inArray(contacts.id, ids)))
    .orderBy(asc(contacts.createdAt), asc(contacts.id));
}

export async function isOwnGroup(db: Database, accountId: string, groupId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contactGroups.id })
    .from(contactGroups)
    .where(and(eq(contactGroups.accountId, accountId), eq(contactGroups.id, groupId)));
  return !!row;
}

export async function groupContacts(
  db: Database,
  accountId: string,
  groupId: string,
): Promise<ContactTarget[]> {
  return db
    .select(contactTargetColumns)
    .from(contacts)
    .innerJoin(contactGroupMembers, eq(contactGroupMembers.contactId, contacts.id))
    .where(and(eq(contacts.accountId, accountId), eq(contactGroupMembers.groupId, groupId)))
    .orderBy(asc(contacts.createdAt), asc(contacts.id));
}

export async function contactsByPhones(
  db: Database,
  accountId: string,
  phones: string[],
): Promise<ContactTarget[]> {
  if (phones.length === 0) return [];
  return db
    .select(contactTargetColumns)
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), inArray(contacts.phone, phones)));
}

/** Answers WhatsApp gave the account's recent checks for these numbers (the REST API's numbers need not be contacts). */
export async function earlierAnswers(db: Database, accountId: string, phones: string[], since: Date) {
  if (phones.length === 0) return [];
  return db
    .select({
      phone: numberCheckItems.phone,
      result: numberCheckItems.result,
      checkedAt: numberCheckItems.checkedAt,
    })
    .from(numberCheckItems)
    .innerJoin(numberChecks, eq(numberChecks.id, numberCheckItems.checkId))
    .where(
      and(
        eq(numberChecks.accountId, accountId),
        gte(numberChecks.createdAt, since),
        inArray(numberCheckItems.phone, phones),
        isNotNull(numberCheckItems.result),
        isNotNull(numberCheckItems.deviceId),
        gte(numberCheckItems.checkedAt, since),
      ),
    );
}

export interface NewItem {
  phone: string;
  contactId: string | null;
  /** An answer known already (from the cache), with when WhatsApp gave it. */
  result: NumberCheckResult | null;
  checkedAt: Date | null;
}

const ITEMS_PER_INSERT = 1000;

/** The check and its numbers in order, the cached answers counted: in the caller's transaction. */
export async function insertCheck(
  tx: Database,
  check: { accountId: string; source: NumberCheckSource; sourceId: string | null; createdBy: string | null },
  items: NewItem[],
  now: Date,
): Promise<NumberCheckRow> {
  const on = items.filter((item) => item.result === 'on_whatsapp').length;
  const not = items.filter((item) => item.result === 'not_on_whatsapp').length;
  const done = on + not === items.length;
  const [row] = await tx
    .insert(numberChecks)
    .values({
      ...check,
      status: done ? 'completed' : 'queued',
      total: items.length,
      checked: on + not,
      onWhatsapp: on,
      notOnWhatsapp: not,
      createdAt: now,
      startedAt: done ? now : null,
      finishedAt: done ? now : null,
    })
    .returning();
  for (let start = 0; start < items.length; start += ITEMS_PER_INSERT) {
    await tx.insert(numberCheckItems).values(
      items.slice(start, start + ITEMS_PER_INSERT).map((item, i) => ({
        checkId: row!.id,
        seq: start + i,
        ...item,
      })),
    );
  }
  return row!;
}

export async function findCheck(db: Database, accountId: string, checkId: string) {
  const [row] = await db
    .select()
    .from(numberChecks)
    .where(and(eq(numberChecks.accountId, accountId), eq(numberChecks.id, checkId)));
  return row;
}

export async function latestChecks(db: Database, accountId: string, limit: number) {
  return db
    .select()
    .from(numberChecks)
    .where(eq(numberChecks.accountId, accountId))
    .orderBy(desc(numberChecks.createdAt), desc(numberChecks.id))
    .limit(limit);
}

/** Every number of the check in order, with its answer so far. */
export async function checkItems(db: Database, checkId: string) {
  return db
    .select({
      phone: numberCheckItems.phone,
      result: numberCheckItems.result,
      checkedAt: numberCheckItems.checkedAt,
    })
    .from(numberCheckItems)
    .where(eq(numberCheckItems.checkId, checkId))
    .orderBy(asc(numberCheckItems.seq));
}

/** Whether an earlier check of the account is still queued or running (it goes first). */
export async function hasEarlierActiveCheck(db: Database, check: NumberCheckRow): Promise<boolean> {
  const [row] = await db
    .select({ id: numberChecks.id })
    .from(numberChecks)
    .where(
      and(
        eq(numberChecks.accountId, check.accountId),
        inArray(numberChecks.status, ['queued', 'running']),
        or(
          lt(numberChecks.createdAt, check.createdAt),
          and(eq(numberChecks.createdAt, check.createdAt), lt(numberChecks.id, check.id)),
        ),
      ),
    )
    .limit(1);
  return !!row;
}

/** The account's connected devices that may check (not paused), each with its checks since `since`. */
export async function accountCheckingDevices(db: Database, accountId: string, since: Date) {
  return db
    .select({
      id: waDevices.id,
      lastHour: sql<number>`(select count(*)::int from ${numberCheckItems} i where i.device_id = ${waDevices.id} and i.checked_at > ${since.toISOString()}::timestamptz)`,
    })
    .from(waDevices)
    .where(
      and(eq(waDevices.accountId, accountId), eq(waDevices.state, 'connected'), eq(waDevices.paused, false)),
    );
}

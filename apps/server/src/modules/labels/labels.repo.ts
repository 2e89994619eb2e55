import type { LabelInput, LabelRef } from '@siar/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactLabels, conversationLabels, labels } from '../../db/schema/index.ts';

const columns = { label_id: labels.id, name: labels.name, color: labels.color };

export function listLabels(db: Database, accountId: string): Promise<LabelRef[]> {
  return db
    .select(columns)
    .from(labels)
    .where(eq(labels.accountId, accountId))
    .orderBy(asc(sql`lower(${labels.name})`)) as Promise<LabelRef[]>;
}

export async function countLabels(db: Database, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(labels).where(eq(labels.accountId, accountId));
  return row?.n ?? 0;
}

export async function insertLabel(db: Database, accountId: string, input: LabelInput): Promise<LabelRef> {
  const [row] = await db
    .insert(labels)
    .values({ accountId, ...input })
    .returning(columns);
  return row as LabelRef;
}

export async function updateLabel(db: Database, accountId: string, id: string, input: LabelInput) {
  const [row] = await db
    .update(labels)
    .set(input)
    .where(and(eq(labels.accountId, accountId), eq(labels.id, id)))
    .returning(columns);
  return row as LabelRef | undefined;
}

export async function deleteLabel(db: Database, accountId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(labels)
    .where(and(eq(labels.accountId, accountId), eq(labels.id, id)))
    .returning({ id: labels.id });
  return rows.length > 0;
}

/** Whether every one of the ids is a label of the account. */
export async function ownsLabels(db: Database, accountId: string, ids: string[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const [row] = await db
    .select({ n: count() })
    .from(labels)
    .where(and(eq(labels.accountId, accountId), inArray(labels.id, ids)));
  return (row?.n ?? 0) === new Set(ids).size;
}

/** Puts labels on conversations of the account (each pair once; a label already there stays). */
export async function labelConversations(
  db: Database,
  accountId: string,
  pairs: { conversationId: string; labelId: string }[],
): Promise<void> {
  if (pairs.length === 0) return;
  await db
    .insert(conversationLabels)
    .values(pairs.map((pair) => ({ ...pair, accountId })))
    .onConflictDoNothing();
}

export async function unlabelConversation(
  db: Database,
  accountId: string,
  conversationId: string,
  labelId: string,
): Promise<void> {
  await db
    .delete(conversationLabels)
    .where(
      and(
        eq(conversationLabels.accountId, accountId),
        eq(conversationLabels.conversationId, conversationId),
        eq(conversationLabels.labelId, labelId),
      ),
    );
}

export async function labelContact(db: Database, accountId: string, contactId: string, labelId: string) {
  await db.insert(contactLabels).values({ accountId, contactId, labelId }).onConflictDoNothing();
}

export async function unlabelContact(db: Database, accountId: string, contactId: string, labelId: string) {
  await db
    .delete(contactLabels)
    .where(
      and(
        eq(contactLabels.accountId, accountId),
        eq(contactLabels.contactId, contactId),
        eq(contactLabels.labelId, labelId),
      ),
    );
}

/** The labels of each contact, by contact id, by name. */
export async function contactLabelsOf(db: Database, accountId: string, contactIds: string[]) {
  const byContact = new Map<string, LabelRef[]>();
  if (contactIds.length === 0) return byContact;
  const rows = await db
    .select({ contactId: contactLabels.contactId, ...columns })
    .from(contactLabels)
    .innerJoin(labels, eq(labels.id, contactLabels.labelId))
    .where(and(eq(contactLabels.accountId, accountId), inArray(contactLabels.contactId, contactIds)))
    .orderBy(asc(sql`lower(${labels.name})`));
  for (const { contactId, ...label } of rows) {
    byContact.set(contactId, [...(byContact.get(contactId) ?? []), label as LabelRef]);
  }
  return byContact;
}

/** A labels column as read: JSON, which a driver may leave as text. */
export const parsedLabels = (value: LabelRef[] | string): LabelRef[] =>
  typeof value === 'string' ? (JSON.parse(value) as LabelRef[]) : value;

/** A row's labels as one JSON array, by name: a column of a list's query (`owner`: the row's id). */
export function labelsColumn(table: 'conversation_labels' | 'contact_labels', owner: ReturnType<typeof sql>) {
  const key = table === 'conversation_labels' ? sql`conversation_id` : sql`contact_id`;
  return sql`(select coalesce(json_agg(json_build_object('label_id', l.id, 'name', l.name, 'color', l.color)
                order by lower(l.name)), '[]'::json)
              from ${sql.identifier(table)} x join labels l on l.id = x.label_id
              where x.${key} = ${owner})`;
}

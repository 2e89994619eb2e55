import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { conversationNotes, noteMentions, users } from '../../db/schema/index.ts';

// Private notes of a thread and the mentions they make: the team's only; nothing here reaches
// the outbox, so a note is never sent.

const memberName = (alias: string) => sql.raw(`coalesce(nullif(${alias}.name, ''), ${alias}.username)`);
const isoMicros = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface NoteRow {
  id: string;
  author_id: string | null;
  author_name: string | null;
  text: string;
  /** JSON: [{id, name}] of the members it names. */
  mentions: { id: string; name: string }[] | string;
  created_at: string;
}

/** Which of the ids are active members of the account. */
export async function activeMembers(db: Database, accountId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.isActive, true), inArray(users.id, ids)));
  return rows.map((row) => row.id);
}

/** A note and its mentions, in the caller's transaction. */
export async function insertNote(
  tx: Database,
  note: { accountId: string; conversationId: string; authorId: string; text: string; mentionIds: string[] },
): Promise<string> {
  const [row] = await tx
    .insert(conversationNotes)
    .values({
      accountId: note.accountId,
      conversationId: note.conversationId,
      authorId: note.authorId,
      text: note.text,
    })
    .returning({ id: conversationNotes.id });
  const noteId = row!.id;
  if (note.mentionIds.length > 0)
    await tx
      .insert(noteMentions)
      .values(note.mentionIds.map((userId) => ({ noteId, userId, accountId: note.accountId })));
  return noteId;
}

const noteColumns = sql`n.id, n.author_id, ${memberName('a')} as author_name, n.text,
  (select coalesce(json_agg(json_build_object('id', mu.id, 'name', ${memberName('mu')}) order by mu.created_at), '[]'::json)
     from note_mentions m join users mu on mu.id = m.user_id where m.note_id = n.id) as mentions,
  ${isoMicros(sql`n.created_at`)} as created_at`;

/** The notes of a thread from `from` (inclusive) to `before`, oldest first (as threadEvents). */
export function threadNotes(db: Database, conversationId: string, span: { from?: string; before?: string }) {
  return rawRows<NoteRow>(
    db,
    sql`select ${noteColumns}
        from conversation_notes n left join users a on a.id = n.author_id
        where n.conversation_id = ${conversationId}
          ${span.from ? sql`and n.created_at >= ${span.from}::timestamptz` : sql``}
          ${span.before ? sql`and n.created_at < ${span.before}::timestamptz` : sql``}
        order by n.created_at, n.id`,
  );
}

export async function findNote(db: Database, noteId: string): Promise<NoteRow> {
  const [row] = await rawRows<NoteRow>(
    db,
    sql`select ${noteColumns} from conversation_notes n left join users a on a.id = n.author_id
        where n.id = ${noteId}`,
  );
  return row!;
}

export interface MentionRow {
  id: string;
  conversation_id: string;
  contact_name: string | null;
  push_name: string | null;
  peer_phone: string;
  author_id: string | null;
  author_name: string | null;
  text: string;
  read_at: string | null;
  created_at: string;
}

/** The member's latest mentions, newest first. */
export function latestMentions(db: Database, userId: string, limit: number) {
  return rawRows<MentionRow>(
    db,
    sql`select m.id, n.conversation_id, ct.name as contact_name, c.push_name, c.peer_phone,
          n.author_id, ${memberName('a')} as author_name, n.text, m.read_at,
          ${isoMicros(sql`m.created_at`)} as created_at
        from note_mentions m
        join conversation_notes n on n.id = m.note_id
        join conversations c on c.id = n.conversation_id
        left join contacts ct on ct.account_id = c.account_id and ct.phone = c.peer_phone
        left join users a on a.id = n.author_id
        where m.user_id = ${userId}
        order by m.created_at desc, m.id desc limit ${limit}`,
  );
}

export async function unreadMentions(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(noteMentions)
    .where(and(eq(noteMentions.userId, userId), isNull(noteMentions.readAt)));
  return row?.n ?? 0;
}

/** Marks the member's mentions read: the ones named, those of a conversation, or all. */
export async function markMentionsRead(
  db: Database,
  userId: string,
  which: { ids?: string[]; conversationId?: string },
): Promise<number> {
  const conditions = [eq(noteMentions.userId, userId), isNull(noteMentions.readAt)];
  if (which.ids) {
    if (which.ids.length === 0) return 0;
    conditions.push(inArray(noteMentions.id, which.ids));
  }
  if (which.conversationId)
    conditions.push(
      inArray(
        noteMentions.noteId,
        db
          .select({ id: conversationNotes.id })
          .from(conversationNotes)
          .where(eq(conversationNotes.conversationId, which.conversationId)),
      ),
    );
  const rows = await db
    .update(noteMentions)
    .set({ readAt: new Date() })
    .where(and(...conditions))
    .returning({ id: noteMentions.id });
  return rows.length;
}

import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { contactMessages, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

// Contact-form messages for staff: not tenant data (visitors send them before any account exists).

const handler = alias(users, 'handler');
const columns = { message: contactMessages, handledBy: handler.username };

export type ContactMessageRecord = { message: typeof contactMessages.$inferSelect; handledBy: string | null };

/** Newest first; the search matches the sender's name, email or the message's text. */
export async function listContactMessages(
  db: Database,
  query: { search?: string; limit: number; offset: number },
) {
  const term = query.search?.trim();
  const like = term ? containsPattern(term) : '';
  const where = term
    ? or(
        ilike(contactMessages.name, like),
        ilike(contactMessages.email, like),
        ilike(contactMessages.message, like),
      )
    : undefined;
  const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
  const rows: ContactMessageRecord[] = await db
    .select(columns)
    .from(contactMessages)
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.limit)
    .offset(query.offset);
  return { count: total?.n ?? 0, rows };
}

export async function findContactMessage(
  db: Database,
  id: string,
): Promise<ContactMessageRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(contactMessages)
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  return row;
}

/** Marks it handled by `staffId` unless it already is (the first handler is kept). */
export async function markHandled(db: Database, id: string, staffId: string, at: Date): Promise<void> {
  await db
    .update(contactMessages)
    .set({ handledAt: at, handledBy: staffId })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)));
}

export async function markOpen(db: Database, id: string): Promise<void> {
  await db
    .update(contactMessages)
    .set({ handledAt: null, handledBy: null })
    .where(eq(contactMessages.id, id));
}

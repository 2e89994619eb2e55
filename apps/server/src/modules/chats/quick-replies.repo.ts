import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quickReplies } from '../../db/schema/index.ts';

const columns = { id: quickReplies.id, shortcut: quickReplies.shortcut, text: quickReplies.text };

export function listQuickReplies(db: Database, accountId: string) {
  return db
    .select(columns)
    .from(quickReplies)
    .where(eq(quickReplies.accountId, accountId))
    .orderBy(asc(quickReplies.shortcut));
}

export async function insertQuickReply(
  db: Database,
  accountId: string,
  input: { shortcut: string; text: string },
) {
  const [row] = await db
    .insert(quickReplies)
    .values({ accountId, ...input })
    .returning(columns);
  return row!;
}

export async function updateQuickReply(
  db: Database,
  accountId: string,
  id: string,
  input: { shortcut: string; text: string },
) {
  const [row] = await db
    .update(quickReplies)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(quickReplies.accountId, accountId), eq(quickReplies.id, id)))
    .returning(columns);
  return row;
}

export async function deleteQuickReply(db: Database, accountId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(quickReplies)
    .where(and(eq(quickReplies.accountId, accountId), eq(quickReplies.id, id)))
    .returning({ id: quickReplies.id });
  return rows.length > 0;
}

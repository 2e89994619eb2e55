import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export async function insertContactMessage(db: Database, message: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!;
}

export async function countMessagesFrom(db: Database, ipAddress: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.ipAddress, ipAddress), gt(contactMessages.createdAt, since)));
  return row?.n ?? 0;
}

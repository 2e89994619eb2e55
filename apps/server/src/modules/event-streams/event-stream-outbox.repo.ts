import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventStreamOutbox } from '../../db/schema/index.ts';

/** An event as the brokers receive it. */
export interface StreamEvent {
  id: number;
  eventId: string;
  accountId: string;
  event: string;
  body: string;
}

/** Writes events for the brokers in the caller's transaction (with the change they report). */
export async function queueStreamEvents(
  db: Database,
  events: { eventId: string; accountId: string; event: string; body: string }[],
): Promise<void> {
  if (events.length === 0) return;
  await db.insert(eventStreamOutbox).values(events);
}

/** The oldest events waiting, in the order they were written. */
export async function waitingStreamEvents(db: Database, limit: number): Promise<StreamEvent[]> {
  return db
    .select({
      id: eventStreamOutbox.id,
      eventId: eventStreamOutbox.eventId,
      accountId: eventStreamOutbox.accountId,
      event: eventStreamOutbox.event,
      body: eventStreamOutbox.body,
    })
    .from(eventStreamOutbox)
    .orderBy(asc(eventStreamOutbox.id))
    .limit(limit);
}

/** Events every broker confirmed. */
export async function deleteStreamEvents(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(eventStreamOutbox).where(inArray(eventStreamOutbox.id, ids));
}

/** How many events wait, and the age in seconds of the oldest (the operator's backlog). */
export async function streamBacklog(
  db: Database,
): Promise<{ waiting: number; oldestSeconds: number | null }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      oldestSeconds: sql<
        number | null
      >`extract(epoch from now() - min(${eventStreamOutbox.createdAt}))::float8`,
    })
    .from(eventStreamOutbox);
  return { waiting: row?.waiting ?? 0, oldestSeconds: row?.oldestSeconds ?? null };
}

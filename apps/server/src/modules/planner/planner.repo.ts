import type { OccurrenceState, RecurringStatus } from '@siar/shared';
import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import {
  contactGroups,
  contentTemplates,
  recurringBroadcastDevices,
  recurringBroadcastGroups,
  recurringBroadcasts,
  recurringOccurrences,
  waDevices,
} from '../../db/schema/index.ts';
import { type MoveNote, transition } from '../../db/transitions.ts';

// The planner's queries. Every customer-facing one takes the account: another account's series
// is simply not found. The scheduler's (`activeSeries`, `dueMoved`) read every account.

export type SeriesRow = typeof recurringBroadcasts.$inferSelect;
export type SeriesInsert = typeof recurringBroadcasts.$inferInsert;
export type OccurrenceRow = typeof recurringOccurrences.$inferSelect;

export async function findSeries(db: Database, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(recurringBroadcasts)
    .where(and(eq(recurringBroadcasts.accountId, accountId), eq(recurringBroadcasts.id, id)));
  return row;
}

export async function listSeries(db: Database, accountId: string) {
  return db
    .select()
    .from(recurringBroadcasts)
    .where(eq(recurringBroadcasts.accountId, accountId))
    .orderBy(desc(recurringBroadcasts.createdAt), desc(recurringBroadcasts.id));
}

/** Writes a series with its groups and devices (replacing them on an update). */
export async function saveSeries(
  tx: Database,
  values: SeriesInsert,
  groupIds: string[] | undefined,
  deviceIds: string[] | undefined,
  id?: string,
): Promise<SeriesRow> {
  const [row] = id
    ? await tx
        .update(recurringBroadcasts)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(recurringBroadcasts.id, id), eq(recurringBroadcasts.accountId, values.accountId)))
        .returning()
    : await tx.insert(recurringBroadcasts).values(values).returning();
  const series = row!;
  if (groupIds) {
    await tx.delete(recurringBroadcastGroups).where(eq(recurringBroadcastGroups.seriesId, series.id));
    await tx
      .insert(recurringBroadcastGroups)
      .values(groupIds.map((groupId) => ({ seriesId: series.id, groupId })));
  }
  if (deviceIds) {
    await tx.delete(recurringBroadcastDevices).where(eq(recurringBroadcastDevices.seriesId, series.id));
    await tx
      .insert(recurringBroadcastDevices)
      .values(deviceIds.map((deviceId) => ({ seriesId: series.id, deviceId })));
  }
  return series;
}

export async function deleteSeries(db: Database, accountId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(recurringBroadcasts)
    .where(and(eq(recurringBroadcasts.accountId, accountId), eq(recurringBroadcasts.id, id)))
    .returning({ id: recurringBroadcasts.id });
  return deleted.length > 0;
}

export async function moveSeries(
  db: Database,
  scope: { accountId: string } | 'system',
  id: string,
  from: readonly RecurringStatus[],
  to: RecurringStatus,
  patch: Partial<SeriesInsert> = {},
  note?: MoveNote,
) {
  return transition(db, 'recurringBroadcast', { id, scope }, from, to, patch, note);
}

/**
 * The series' groups and devices, with names: of the given series, or of every series of an
 * account (`{ accountId }`: one join, rather than hundreds of ids).
 */
export async function seriesLinks(db: Database, seriesIds: string[] | { accountId: string }) {
  if (Array.isArray(seriesIds) && seriesIds.length === 0) return { groups: [], devices: [] };
  const of = (
    column: typeof recurringBroadcastGroups.seriesId | typeof recurringBroadcastDevices.seriesId,
  ) =>
    Array.isArray(seriesIds)
      ? inArray(column, seriesIds)
      : sql`${column} in (select id from ${recurringBroadcasts} where ${recurringBroadcasts.accountId} = ${seriesIds.accountId})`;
  const [groups, devices] = await Promise.all([
    db
      .select({ seriesId: recurringBroadcastGroups.seriesId, id: contactGroups.id, name: contactGroups.name })
      .from(recurringBroadcastGroups)
      .innerJoin(contactGroups, eq(contactGroups.id, recurringBroadcastGroups.groupId))
      .where(of(recurringBroadcastGroups.seriesId))
      .orderBy(asc(contactGroups.name)),
    db
      .select({ seriesId: recurringBroadcastDevices.seriesId, id: waDevices.id, name: waDevices.name })
      .from(recurringBroadcastDevices)
      .innerJoin(waDevices, eq(waDevices.id, recurringBroadcastDevices.deviceId))
      .where(of(recurringBroadcastDevices.seriesId))
      .orderBy(asc(waDevices.name)),
  ]);
  return { groups, devices };
}

export async function templateNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: contentTemplates.id, name: contentTemplates.name })
    .from(contentTemplates)
    .where(inArray(contentTemplates.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The occurrence rows of these series that run, or were due, within [from, to]. */
export async function occurrencesIn(db: Database, accountId: string, from: Date, to: Date) {
  return db
    .select()
    .from(recurringOccurrences)
    .where(
      and(
        eq(recurringOccurrences.accountId, accountId),
        or(
          and(gte(recurringOccurrences.runAt, from), lte(recurringOccurrences.runAt, to)),
          and(gte(recurringOccurrences.occursAt, from), lte(recurringOccurrences.occursAt, to)),
        ),
      ),
    );
}

/** One series' occurrence rows, latest first. */
export async function runsOf(db: Database, seriesIds: string[], limit: number) {
  if (seriesIds.length === 0) return [];
  return rawRows<{
    series_id: string;
    occurs_at: Date;
    run_at: Date;
    state: OccurrenceState;
    campaign_id: string | null;
  }>(
    db,
    sql`select series_id, occurs_at, run_at, state, campaign_id from (
          select o.*, row_number() over (partition by series_id order by run_at desc) as n
          from recurring_occurrences o where series_id in ${seriesIds}) ranked
        where n <= ${limit} order by run_at desc`,
  );
}

export async function findOccurrence(db: Database, seriesId: string, occursAt: Date) {
  const [row] = await db
    .select()
    .from(recurringOccurrences)
    .where(and(eq(recurringOccurrences.seriesId, seriesId), eq(recurringOccurrences.occursAt, occursAt)));
  return row;
}

/**
 * Records what became of an occurrence unless a row holds it already (the unique key on series
 * and instant): answers the new row, or undefined when another process or request was first.
 */
export async function insertOccurrence(
  db: Database,
  values: { seriesId: string; accountId: string; occursAt: Date; runAt: Date; state: OccurrenceState },
): Promise<OccurrenceRow | undefined> {
  const [row] = await db.insert(recurringOccurrences).values(values).onConflictDoNothing().returning();
  return row;
}

export async function moveOccurrence(
  db: Database,
  id: string,
  from: readonly OccurrenceState[],
  to: OccurrenceState,
  patch: Partial<typeof recurringOccurrences.$inferInsert> = {},
) {
  return transition(db, 'recurringOccurrence', { id, scope: 'system' }, from, to, {
    ...patch,
    updatedAt: new Date(),
  });
}

export async function linkCampaign(db: Database, occurrenceId: string, campaignId: string): Promise<void> {
  await db
    .update(recurringOccurrences)
    .set({ campaignId, updatedAt: new Date() })
    .where(eq(recurringOccurrences.id, occurrenceId));
}

/** Moved or skipped rows at or after an instant (dropped when the series splits there). */
export async function dropPendingFrom(db: Database, seriesId: string, from: Date): Promise<void> {
  await db
    .delete(recurringOccurrences)
    .where(
      and(
        eq(recurringOccurrences.seriesId, seriesId),
        gte(recurringOccurrences.occursAt, from),
        inArray(recurringOccurrences.state, ['moved', 'skipped']),
      ),
    );
}

/** Every active series (the scheduler's walk), oldest first. */
export async function activeSeries(db: Database) {
  return db
    .select()
    .from(recurringBroadcasts)
    .where(eq(recurringBroadcasts.status, 'active'))
    .orderBy(asc(recurringBroadcasts.createdAt));
}

/** Moved occurrences of active series whose new time came. */
export async function dueMoved(db: Database, now: Date) {
  return db
    .select({ occurrence: recurringOccurrences })
    .from(recurringOccurrences)
    .innerJoin(recurringBroadcasts, eq(recurringBroadcasts.id, recurringOccurrences.seriesId))
    .where(
      and(
        eq(recurringOccurrences.state, 'moved'),
        lte(recurringOccurrences.runAt, now),
        eq(recurringBroadcasts.status, 'active'),
      ),
    );
}

/** Moved occurrences of a series still to run (a finished rule still has them). */
export async function pendingMovedCount(db: Database, seriesId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recurringOccurrences)
    .where(and(eq(recurringOccurrences.seriesId, seriesId), eq(recurringOccurrences.state, 'moved')));
  return row?.n ?? 0;
}

/** Moves `handled_until` forward only (two schedulers may write it; the later time stays). */
export async function advanceHandled(db: Database, seriesId: string, until: Date): Promise<void> {
  await db
    .update(recurringBroadcasts)
    .set({ handledUntil: sql`greatest(coalesce(${recurringBroadcasts.handledUntil}, ${until}), ${until})` })
    .where(eq(recurringBroadcasts.id, seriesId));
}

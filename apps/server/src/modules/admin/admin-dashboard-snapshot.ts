import type { Database } from '../../db/client.ts';
import * as repo from './admin-dashboard.repo.ts';
import type { DashboardCalendar } from './admin-dashboard-calendar.ts';

/**
 * The operator dashboard's figures that read whole tables or a year of rows: the history before
 * today (confirmed payments and messages sent by day: closed days never change), subscriptions by
 * status and plan, and churn. They are counted at most once a minute per process: a call finding
 * them older answers with them and has them counted again behind it, so no call waits on a year of
 * payments but the first of a process, or of a day. Today's figures are counted on every call.
 */
export const SNAPSHOT_MAX_AGE_MS = 60_000;

export interface DashboardSnapshot {
  today: string;
  countedAt: Date;
  revenueHistory: repo.DayAmount[];
  messagesHistory: repo.DaySent[];
  subscriptions: Awaited<ReturnType<typeof repo.subscriptionCounts>>;
  activeAtMonthStart: number[];
  churnedByMonth: Map<string, number>;
}

export async function countSnapshot(
  db: Database,
  zone: string,
  calendar: DashboardCalendar,
): Promise<DashboardSnapshot> {
  const countedAt = new Date();
  const yearStart = calendar.monthStarts[0]!;
  const [revenueHistory, messagesHistory, subscriptions, activeAtMonthStart, ended] = await Promise.all([
    repo.revenueByDay(db, zone, yearStart, calendar.todayStart),
    repo.messagesSentByDay(db, zone, calendar.daysStart, calendar.todayStart),
    repo.subscriptionCounts(db),
    repo.paidSubscriptionsAt(db, calendar.monthStarts),
    repo.paidPeriodsEndedByMonth(db, zone, yearStart),
  ]);
  return {
    today: calendar.today,
    countedAt,
    revenueHistory,
    messagesHistory,
    subscriptions,
    activeAtMonthStart,
    churnedByMonth: new Map(ended.map((row) => [row.month, row.churned])),
  };
}

interface Entry {
  snapshot?: DashboardSnapshot;
  counting?: Promise<DashboardSnapshot>;
}
const entries = new WeakMap<Database, Entry>();

function recount(db: Database, entry: Entry, zone: string, calendar: DashboardCalendar) {
  entry.counting ??= countSnapshot(db, zone, calendar)
    .then((snapshot) => {
      entry.snapshot = snapshot;
      return snapshot;
    })
    .finally(() => {
      entry.counting = undefined;
    });
  return entry.counting;
}

/** The snapshot for today: the kept one while it is fresh, else counted (behind the call when it is today's). */
export async function dashboardSnapshot(
  db: Database,
  zone: string,
  calendar: DashboardCalendar,
  now = new Date(),
): Promise<DashboardSnapshot> {
  let entry = entries.get(db);
  if (!entry) {
    entry = {};
    entries.set(db, entry);
  }
  const kept = entry.snapshot;
  if (!kept || kept.today !== calendar.today) return recount(db, entry, zone, calendar);
  if (now.getTime() - kept.countedAt.getTime() > SNAPSHOT_MAX_AGE_MS) {
    // A failed recount leaves the kept figures; the next call tries again.
    recount(db, entry, zone, calendar).catch(() => {});
  }
  return kept;
}

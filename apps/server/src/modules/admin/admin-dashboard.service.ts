import { APANEL_DASHBOARD_DAYS, APANEL_DASHBOARD_MONTHS, type ApanelDashboard } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import * as repo from './admin-dashboard.repo.ts';
import { dashboardCalendar } from './admin-dashboard-calendar.ts';
import { dashboardSnapshot } from './admin-dashboard-snapshot.ts';

/** Staff count their days in Jakarta's: the business and its money are Indonesian. */
export const OPERATOR_TIME_ZONE = 'Asia/Jakarta';

/** The operator dashboard's figures (the contract: packages/shared contracts/apanel-dashboard.ts). */
export async function operatorDashboard(db: Database, now = new Date()): Promise<ApanelDashboard> {
  const zone = OPERATOR_TIME_ZONE;
  const calendar = dashboardCalendar(now, zone, APANEL_DASHBOARD_DAYS, APANEL_DASHBOARD_MONTHS);
  const trialsSince = new Date(now.getTime() - APANEL_DASHBOARD_DAYS * 86_400_000);
  const [snapshot, revenueToday, sentToday, awaiting, trials, gateways, backlogs, jobs] = await Promise.all([
    dashboardSnapshot(db, zone, calendar, now),
    repo.revenueByDay(db, zone, calendar.todayStart),
    repo.messagesSentByDay(db, zone, calendar.todayStart),
    repo.awaitingConfirmation(db),
    repo.trialsSince(db, trialsSince),
    repo.gatewayFigures(db),
    repo.sendingBacklogs(db),
    repo.jobBacklog(db),
  ]);

  const revenue = new Map<string, repo.DayAmount>();
  for (const row of [...snapshot.revenueHistory, ...revenueToday]) revenue.set(row.date, row);
  const sent = new Map<string, number>();
  for (const row of [...snapshot.messagesHistory, ...sentToday]) sent.set(row.date, row.sent);

  const months = calendar.months.map((month) => ({ month, amount: 0, payments: 0 }));
  const monthIndex = new Map(calendar.months.map((month, i) => [month, i]));
  for (const row of revenue.values()) {
    const month = months[monthIndex.get(row.date.slice(0, 7)) ?? -1];
    if (!month) continue;
    month.amount += row.amount;
    month.payments += row.payments;
  }

  return {
    time_zone: zone,
    today: calendar.today,
    counted_at: snapshot.countedAt.toISOString(),
    revenue: {
      days: calendar.days.map((date) => ({
        date,
        amount: revenue.get(date)?.amount ?? 0,
        payments: revenue.get(date)?.payments ?? 0,
      })),
      months,
    },
    awaiting_confirmation: awaiting,
    subscriptions: {
      by_status: snapshot.subscriptions.byStatus,
      by_plan: snapshot.subscriptions.byPlan,
    },
    trials: { days: APANEL_DASHBOARD_DAYS, ...trials },
    churn: {
      months: calendar.months.map((month, i) => {
        const activeAtStart = snapshot.activeAtMonthStart[i] ?? 0;
        const churned = snapshot.churnedByMonth.get(month) ?? 0;
        return {
          month,
          active_at_start: activeAtStart,
          churned,
          rate: activeAtStart > 0 ? churned / activeAtStart : null,
        };
      }),
    },
    gateways,
    messages: { days: calendar.days.map((date) => ({ date, sent: sent.get(date) ?? 0 })) },
    backlogs: { ...backlogs, jobs_queued: jobs.queued, jobs_failed_7d: jobs.failed },
  };
}

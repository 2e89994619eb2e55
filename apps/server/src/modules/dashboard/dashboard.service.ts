import { CAMPAIGN_STATUSES, type DashboardStats } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { type DayCounts, dashboardFigures } from './dashboard.repo.ts';

/** Days the campaign chart covers, and campaigns listed with their totals. */
const CHART_DAYS = 14;
const LATEST_CAMPAIGNS = 10;

export async function dashboardStats(db: Database, accountId: string): Promise<DashboardStats> {
  const figures = await dashboardFigures(db, accountId, {
    chartDays: CHART_DAYS,
    latestCampaigns: LATEST_CAMPAIGNS,
  });
  const byStatus = Object.fromEntries(
    CAMPAIGN_STATUSES.map((status) => [status, figures.by_status[status] ?? 0]),
  ) as Record<(typeof CAMPAIGN_STATUSES)[number], number>;
  const { devices } = figures;
  const connected = devices.filter((d) => d.state === 'connected').length;
  return {
    devices_info: { total: devices.length, connected, disconnected: devices.length - connected, devices },
    realtime_chat_info: {
      incoming_today: figures.incoming_today,
      unanswered_today: figures.unanswered_today,
      open_conversations: figures.open,
      unanswered_conversations: figures.unanswered,
      longest_wait_seconds: figures.longest_wait,
      responses_7d: figures.responses,
      avg_response_seconds_7d: figures.avg_response,
      median_response_seconds_7d: figures.median_response,
    },
    campaigns_info: {
      total: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
      by_status: byStatus,
    },
    campaigns_stats: { days: chartDays(figures.today, figures.days), campaigns: figures.campaigns },
  };
}

/** The chart's days, oldest first and ending today, with zeros where nothing happened. */
function chartDays(today: string, counted: DayCounts[]): DayCounts[] {
  const byDate = new Map(counted.map((day) => [day.date, day]));
  const last = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: CHART_DAYS }, (_, i) => {
    const date = new Date(last - (CHART_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return byDate.get(date) ?? { date, sent: 0, delivered: 0, read: 0, failed: 0 };
  });
}

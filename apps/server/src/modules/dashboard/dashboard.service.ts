import { CAMPAIGN_STATUSES, type DashboardStats } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import * as repo from './dashboard.repo.ts';

/** Days the campaign chart covers, and campaigns listed with their totals. */
const CHART_DAYS = 14;
const LATEST_CAMPAIGNS = 10;

export async function dashboardStats(db: Database, accountId: string): Promise<DashboardStats> {
  const [devices, chat, inbox, byStatus, days, campaigns] = await Promise.all([
    repo.devicesWithSentToday(db, accountId),
    repo.chatToday(db, accountId),
    repo.conversationFigures(db, accountId),
    repo.campaignsByStatus(db, accountId),
    repo.campaignDays(db, accountId, CHART_DAYS),
    repo.latestCampaignTotals(db, accountId, LATEST_CAMPAIGNS),
  ]);
  const counts = Object.fromEntries(CAMPAIGN_STATUSES.map((s) => [s, 0])) as Record<
    (typeof CAMPAIGN_STATUSES)[number],
    number
  >;
  for (const { status, n } of byStatus) counts[status] = n;
  const connected = devices.filter((d) => d.state === 'connected').length;
  return {
    devices_info: {
      total: devices.length,
      connected,
      disconnected: devices.length - connected,
      devices,
    },
    realtime_chat_info: {
      incoming_today: chat.incoming,
      unanswered_today: chat.unanswered,
      open_conversations: inbox.open,
      unanswered_conversations: inbox.unanswered,
      longest_wait_seconds: inbox.longest_wait,
      responses_7d: inbox.responses,
      avg_response_seconds_7d: inbox.avg_response,
      median_response_seconds_7d: inbox.median_response,
    },
    campaigns_info: { total: byStatus.reduce((sum, s) => sum + s.n, 0), by_status: counts },
    campaigns_stats: { days, campaigns },
  };
}

import { SimpleGrid } from '@mantine/core';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { CampaignStatsPanel } from '../components/CampaignStatsPanel.tsx';
import { CampaignsInfoPanel } from '../components/CampaignsInfoPanel.tsx';
import { ChatInfoPanel } from '../components/ChatInfoPanel.tsx';
import { DevicesInfoPanel } from '../components/DevicesInfoPanel.tsx';
import { GettingStartedChecklist } from '../components/GettingStartedChecklist.tsx';
import { useDashboardStats } from '../hooks/use-dashboard-stats.ts';

/**
 * /app/c/dashboard: the spec's four panels. A failed load is only logged (dashboard-api.ts): the
 * panels then show no figures rather than an error.
 */
export function DashboardPage() {
  const stats = useDashboardStats();
  const loading = stats.isPending;
  const data = stats.data ?? undefined;
  return (
    <PageFrame>
      <GettingStartedChecklist />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <DevicesInfoPanel info={data?.devices_info} loading={loading} />
        <ChatInfoPanel info={data?.realtime_chat_info} loading={loading} />
        <CampaignsInfoPanel info={data?.campaigns_info} loading={loading} />
      </SimpleGrid>
      <CampaignStatsPanel stats={data?.campaigns_stats} loading={loading} />
    </PageFrame>
  );
}

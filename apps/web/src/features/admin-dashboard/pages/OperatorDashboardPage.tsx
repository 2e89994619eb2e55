import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatsFor } from '../../../app/format.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { HealthPanel } from '../components/HealthPanel.tsx';
import { MessagesPanel } from '../components/MessagesPanel.tsx';
import { RevenuePanel } from '../components/RevenuePanel.tsx';
import { SubscriptionsPanel } from '../components/SubscriptionsPanel.tsx';
import { TrialsChurnPanel } from '../components/TrialsChurnPanel.tsx';
import { useOperatorDashboard } from '../hooks/use-operator-dashboard.ts';

/**
 * /apanel/dashboard: staff's view over every customer: money, subscriptions, trials and churn, and
 * the installation's health. Staff are shown a failed load, with a way to try again.
 */
export function OperatorDashboardPage() {
  const { t, i18n } = useTranslation();
  const query = useOperatorDashboard();
  const data = query.data;
  const loading = query.isPending;
  if (query.isError && !data) {
    return (
      <PageFrame>
        <LoadError message={t('adminDashboard.error')} onRetry={() => query.refetch()} />
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      {data ? (
        <Text size="sm" c="dimmed">
          {t('adminDashboard.intro', {
            when: formatsFor(i18n.language, data.time_zone).time(data.counted_at),
          })}
        </Text>
      ) : null}
      <RevenuePanel data={data} loading={loading} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SubscriptionsPanel subscriptions={data?.subscriptions} loading={loading} />
        <TrialsChurnPanel data={data} loading={loading} />
        <MessagesPanel messages={data?.messages} loading={loading} />
        <HealthPanel data={data} loading={loading} />
      </SimpleGrid>
    </PageFrame>
  );
}

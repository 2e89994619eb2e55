import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ApanelDashboard } from '@siar/shared';
import { IconServer } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardPanel } from '../../dashboard/components/DashboardPanel.tsx';
import { Figure } from '../../dashboard/components/Figure.tsx';

type Props = {
  data: ApanelDashboard | undefined;
  loading: boolean;
};

function Cell({ children, note }: { children: ReactNode; note: string }) {
  return (
    <Stack gap={2}>
      {children}
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Stack>
  );
}

/** The installation's health: gateways and devices, and what waits to be sent or run. */
export function HealthPanel({ data, loading }: Props) {
  const { t } = useTranslation();
  const gateways = data?.gateways ?? { alive: 0, capacity: 0, devices_connected: 0, devices_total: 0 };
  const backlogs = data?.backlogs;
  const jobsRun = backlogs?.jobs_queued != null;
  return (
    <DashboardPanel
      title={t('adminDashboard.health.title')}
      icon={<IconServer size={20} />}
      loading={loading}
      testId="apanel-health"
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <Cell note={t('adminDashboard.health.capacity', { count: gateways.capacity })}>
          <Figure
            label={t('adminDashboard.health.gateways')}
            value={gateways.alive}
            color={gateways.alive === 0 ? 'red' : undefined}
            testId="gateways-alive"
          />
        </Cell>
        <Cell note={t('adminDashboard.health.devicesOf', { count: gateways.devices_total })}>
          <Figure
            label={t('adminDashboard.health.devices')}
            value={gateways.devices_connected}
            testId="devices-connected"
          />
        </Cell>
        <Cell note={t('adminDashboard.health.outboxDue', { count: backlogs?.outbox_due ?? 0 })}>
          <Figure
            label={t('adminDashboard.health.outbox')}
            value={backlogs?.outbox_pending ?? 0}
            testId="outbox-pending"
          />
        </Cell>
        <Cell note={t('adminDashboard.health.webhooksRetrying', { count: backlogs?.webhooks_retrying ?? 0 })}>
          <Figure
            label={t('adminDashboard.health.webhooks')}
            value={backlogs?.webhooks_pending ?? 0}
            testId="webhooks-pending"
          />
        </Cell>
        <Figure
          label={t('adminDashboard.health.webhooksFailed')}
          value={backlogs?.webhooks_failed_7d ?? 0}
          color={(backlogs?.webhooks_failed_7d ?? 0) > 0 ? 'red' : undefined}
          testId="webhooks-failed"
        />
        <Cell
          note={
            jobsRun
              ? t('adminDashboard.health.jobsFailed', { count: backlogs?.jobs_failed_7d ?? 0 })
              : t('adminDashboard.health.jobsOff')
          }
        >
          <Figure
            label={t('adminDashboard.health.jobs')}
            value={jobsRun ? (backlogs?.jobs_queued ?? 0) : t('adminDashboard.trials.noRate')}
            testId="jobs-queued"
          />
        </Cell>
      </SimpleGrid>
    </DashboardPanel>
  );
}

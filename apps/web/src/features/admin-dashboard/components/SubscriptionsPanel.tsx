import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { type ApanelDashboard, PLANS, SUBSCRIPTION_STATUS } from '@siar/shared';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { subscriptionStatusColor } from '../../billing/format.ts';
import { DashboardPanel } from '../../dashboard/components/DashboardPanel.tsx';
import { OTHER_PLAN_COLOR, PLAN_COLORS } from '../chart-colors.ts';

type Props = {
  subscriptions: ApanelDashboard['subscriptions'] | undefined;
  loading: boolean;
};

const planName = (id: string) => PLANS.find((plan) => plan.id === id)?.name ?? id;

/** Every subscription by status, and the live ones by plan (a donut), paid and on trial apart. */
export function SubscriptionsPanel({ subscriptions, loading }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const counts = new Map((subscriptions?.by_status ?? []).map((row) => [row.status, row.count]));
  const plans = subscriptions?.by_plan ?? [];
  const live = plans.reduce((sum, plan) => sum + plan.paid + plan.trial, 0);
  const donut = plans.map((plan) => ({
    name: planName(plan.plan_id),
    value: plan.paid + plan.trial,
    color: PLAN_COLORS[plan.plan_id] ?? OTHER_PLAN_COLOR,
  }));

  return (
    <DashboardPanel
      title={t('adminDashboard.subscriptions.title')}
      icon={<IconUsers size={20} />}
      loading={loading}
      testId="apanel-subscriptions"
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {Object.values(SUBSCRIPTION_STATUS).map((status) => (
          <Group key={status} gap="xs" wrap="nowrap" justify="space-between">
            <Badge color={subscriptionStatusColor(status)} variant="light">
              {t(`billing.subscriptionStatus.${status}`)}
            </Badge>
            <Text fw={700} data-testid={`subscriptions-status-${status}`}>
              {formats.number(counts.get(status) ?? 0)}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
      <Text size="sm" fw={600}>
        {t('adminDashboard.subscriptions.byPlan')}
      </Text>
      {live > 0 ? (
        <Group align="center" gap="lg" wrap="wrap">
          <DonutChart
            data={donut}
            size={140}
            thickness={22}
            withLabels={false}
            chartLabel={formats.number(live)}
            valueFormatter={formats.number}
            aria-label={t('adminDashboard.subscriptions.live')}
          />
          <Stack gap={4} style={{ flex: 1, minWidth: 180 }}>
            <Table verticalSpacing={4} aria-label={t('adminDashboard.subscriptions.byPlan')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th ta="right">{t('adminDashboard.subscriptions.paid')}</Table.Th>
                  <Table.Th ta="right">{t('adminDashboard.subscriptions.trial')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plans.map((plan) => (
                  <Table.Tr key={plan.plan_id} data-testid={`subscriptions-plan-${plan.plan_id}`}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <span
                          aria-hidden
                          style={{
                            width: 10,
                            height: 10,
                            borderRadius: 2,
                            background: PLAN_COLORS[plan.plan_id] ?? OTHER_PLAN_COLOR,
                          }}
                        />
                        <Text size="sm">{planName(plan.plan_id)}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{formats.number(plan.paid)}</Table.Td>
                    <Table.Td ta="right">{formats.number(plan.trial)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('adminDashboard.subscriptions.none')}
        </Text>
      )}
    </DashboardPanel>
  );
}

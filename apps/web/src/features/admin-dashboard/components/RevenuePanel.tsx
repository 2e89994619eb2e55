import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ApanelDashboard } from '@siar/shared';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DashboardPanel } from '../../dashboard/components/DashboardPanel.tsx';
import { Figure } from '../../dashboard/components/Figure.tsx';
import { useMoney } from '../hooks/use-money.ts';
import { AwaitingCard } from './AwaitingCard.tsx';
import { RevenueChart } from './RevenueChart.tsx';

type Props = {
  data: ApanelDashboard | undefined;
  loading: boolean;
};

function MoneyFigure({
  label,
  sum,
  testId,
}: {
  label: string;
  sum: { amount: number; payments: number };
  testId: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Stack gap={2}>
      <Figure label={label} value={money.idr(sum.amount)} testId={testId} />
      <Text size="xs" c="dimmed">
        {t('adminDashboard.money.payments', { count: sum.payments })}
      </Text>
    </Stack>
  );
}

/** Confirmed payments: this month, the last 30 days, by day or month; and what waits for staff. */
export function RevenuePanel({ data, loading }: Props) {
  const { t } = useTranslation();
  const days = data?.revenue.days ?? [];
  const thisMonth = data?.revenue.months.at(-1) ?? { amount: 0, payments: 0 };
  const last30 = {
    amount: days.reduce((sum, day) => sum + day.amount, 0),
    payments: days.reduce((sum, day) => sum + day.payments, 0),
  };
  return (
    <DashboardPanel
      title={t('adminDashboard.money.title')}
      icon={<IconCash size={20} />}
      loading={loading}
      testId="apanel-revenue"
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <MoneyFigure
          label={t('adminDashboard.money.thisMonth')}
          sum={thisMonth}
          testId="revenue-this-month"
        />
        <MoneyFigure label={t('adminDashboard.money.last30')} sum={last30} testId="revenue-last-30" />
        <AwaitingCard awaiting={data?.awaiting_confirmation ?? { count: 0, amount: 0 }} />
      </SimpleGrid>
      <RevenueChart revenue={data?.revenue} />
    </DashboardPanel>
  );
}

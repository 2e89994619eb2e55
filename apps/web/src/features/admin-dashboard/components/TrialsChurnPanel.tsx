import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ApanelDashboard } from '@siar/shared';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { DashboardPanel } from '../../dashboard/components/DashboardPanel.tsx';
import { Figure } from '../../dashboard/components/Figure.tsx';
import { CHURN_COLOR } from '../chart-colors.ts';
import { useMoney } from '../hooks/use-money.ts';

type Props = {
  data: ApanelDashboard | undefined;
  loading: boolean;
};

type ChurnMonth = ApanelDashboard['churn']['months'][number];

/** Trials of the last 30 days and how many paid; churn this month, last month and by month. */
export function TrialsChurnPanel({ data, loading }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const money = useMoney();
  const trials = data?.trials ?? { days: 30, started: 0, converted: 0 };
  const months = data?.churn.months ?? [];
  const rate = (month: ChurnMonth | undefined) =>
    month?.rate == null ? t('adminDashboard.trials.noRate') : money.percent(month.rate);
  const of = (month: ChurnMonth | undefined) =>
    t('adminDashboard.trials.churnOf', { churned: month?.churned ?? 0, active: month?.active_at_start ?? 0 });
  const thisMonth = months.at(-1);
  const lastMonth = months.at(-2);
  const chart = months.map((month) => ({ label: formats.month(month.month), rate: month.rate }));

  return (
    <DashboardPanel
      title={t('adminDashboard.trials.title')}
      icon={<IconArrowsExchange size={20} />}
      loading={loading}
      testId="apanel-trials"
    >
      <SimpleGrid cols={2} spacing="md">
        <Figure label={t('adminDashboard.trials.started')} value={trials.started} testId="trials-started" />
        <Stack gap={2}>
          <Figure
            label={t('adminDashboard.trials.converted')}
            value={trials.converted}
            testId="trials-converted"
          />
          {trials.started > 0 ? (
            <Text size="xs" c="dimmed">
              {t('adminDashboard.trials.conversion', {
                rate: money.percent(trials.converted / trials.started),
              })}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={2}>
          <Figure
            label={t('adminDashboard.trials.churnThisMonth')}
            value={rate(thisMonth)}
            testId="churn-this-month"
          />
          <Text size="xs" c="dimmed">
            {of(thisMonth)}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Figure
            label={t('adminDashboard.trials.churnLastMonth')}
            value={rate(lastMonth)}
            testId="churn-last-month"
          />
          <Text size="xs" c="dimmed">
            {of(lastMonth)}
          </Text>
        </Stack>
      </SimpleGrid>
      {months.some((month) => month.rate != null) ? (
        <LineChart
          curveType="linear"
          h={180}
          data={chart}
          dataKey="label"
          series={[{ name: 'rate', color: CHURN_COLOR, label: t('adminDashboard.trials.rate') }]}
          connectNulls={false}
          tickLine="y"
          valueFormatter={(value: number) => money.percent(value)}
          yAxisProps={{ width: 48, tickFormatter: (value: number) => money.percent(value) }}
          aria-label={t('adminDashboard.trials.chart')}
        />
      ) : null}
      <Text size="xs" c="dimmed" data-testid="churn-definition">
        {t('adminDashboard.trials.definition')}
      </Text>
    </DashboardPanel>
  );
}

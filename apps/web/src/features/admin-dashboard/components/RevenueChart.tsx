import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, SegmentedControl, Text } from '@mantine/core';
import type { ApanelDashboard } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { REVENUE_COLOR } from '../chart-colors.ts';
import { useMoney } from '../hooks/use-money.ts';

type Props = {
  revenue: ApanelDashboard['revenue'] | undefined;
};

type Period = 'days' | 'months';

/** Confirmed payments' amounts by day (30 days) or by month (12 months). */
export function RevenueChart({ revenue }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const money = useMoney();
  const [period, setPeriod] = useState<Period>('days');
  const rows =
    period === 'days'
      ? (revenue?.days ?? []).map((day) => ({ label: formats.day(day.date), amount: day.amount }))
      : (revenue?.months ?? []).map((month) => ({ label: formats.month(month.month), amount: month.amount }));
  return (
    <>
      <Group justify="flex-end">
        <SegmentedControl
          size="xs"
          value={period}
          onChange={(value) => setPeriod(value as Period)}
          aria-label={t('adminDashboard.money.period')}
          data={[
            { value: 'days', label: t('adminDashboard.money.byDay') },
            { value: 'months', label: t('adminDashboard.money.byMonth') },
          ]}
        />
      </Group>
      {rows.some((row) => row.amount > 0) ? (
        <BarChart
          h={240}
          data={rows}
          dataKey="label"
          series={[{ name: 'amount', color: REVENUE_COLOR, label: t('adminDashboard.money.amount') }]}
          tickLine="y"
          valueFormatter={money.idr}
          yAxisProps={{ width: 56, tickFormatter: (value: number) => money.short(value) }}
          aria-label={t(
            period === 'days' ? 'adminDashboard.money.chartDays' : 'adminDashboard.money.chartMonths',
          )}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('adminDashboard.money.none')}
        </Text>
      )}
    </>
  );
}

import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReportDay } from '@siar/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';

type Props = {
  days: ReportDay[];
};

function ChartCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The range day by day: conversations opened and resolved, messages, and the median first response. */
export function ReportCharts({ days }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const data = days.map((day) => ({
    ...day,
    label: formats.day(day.date),
    first_response_minutes:
      day.first_response_median == null ? null : Math.round(day.first_response_median / 6) / 10,
  }));
  const counts = {
    valueFormatter: formats.number,
    tickLine: 'y' as const,
    yAxisProps: { allowDecimals: false, tickFormatter: (value: number) => formats.number(value) },
  };
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <ChartCard title={t('reports.charts.conversations')} testId="report-chart-conversations">
        <BarChart
          h={220}
          data={data}
          dataKey="label"
          series={[
            { name: 'opened', label: t('reports.figures.opened'), color: 'blue.6' },
            { name: 'resolved', label: t('reports.figures.resolved'), color: 'teal.6' },
          ]}
          withLegend
          aria-label={t('reports.charts.conversations')}
          {...counts}
        />
      </ChartCard>
      <ChartCard title={t('reports.charts.messages')} testId="report-chart-messages">
        <BarChart
          h={220}
          data={data}
          dataKey="label"
          series={[
            { name: 'messages_received', label: t('reports.figures.received'), color: 'indigo.6' },
            { name: 'messages_sent', label: t('reports.figures.sent'), color: 'cyan.6' },
            { name: 'campaign_replies', label: t('reports.figures.campaignReplies'), color: 'orange.6' },
          ]}
          withLegend
          aria-label={t('reports.charts.messages')}
          {...counts}
        />
      </ChartCard>
      <ChartCard title={t('reports.charts.responses')} testId="report-chart-responses">
        <LineChart
          h={220}
          data={data}
          dataKey="label"
          series={[
            { name: 'first_response_minutes', label: t('reports.figures.firstResponse'), color: 'grape.6' },
          ]}
          connectNulls
          tickLine="y"
          valueFormatter={(value: number) => t('reports.duration.minutes', { m: formats.number(value) })}
          yAxisProps={{ tickFormatter: (value: number) => formats.number(value) }}
          aria-label={t('reports.charts.responses')}
        />
      </ChartCard>
    </SimpleGrid>
  );
}

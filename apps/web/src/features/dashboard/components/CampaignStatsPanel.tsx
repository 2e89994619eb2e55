import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Table, Text } from '@mantine/core';
import type { DashboardStats } from '@siar/shared';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../app/format.ts';
import { PATHS } from '../../../app/paths.ts';
import { CampaignStatusBadge } from '../../campaigns/components/CampaignStatusBadge.tsx';
import { OUTCOME_COLORS } from '../chart-colors.ts';
import { DashboardPanel } from './DashboardPanel.tsx';

type Props = {
  stats: DashboardStats['campaigns_stats'] | undefined;
  loading: boolean;
};

const SERIES = (['sent', 'delivered', 'read', 'failed'] as const).map((name) => ({
  name,
  color: OUTCOME_COLORS[name],
}));

const TOTALS = ['total', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;

/**
 * Campaign messages of the last 14 days by outcome (side by side, not stacked: a read message was
 * sent and delivered too), and the latest campaigns' totals.
 */
export function CampaignStatsPanel({ stats, loading }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const days = (stats?.days ?? []).map((row) => ({ ...row, label: formats.day(row.date) }));
  const anySent = days.some((row) => row.sent + row.delivered + row.read + row.failed > 0);

  return (
    <DashboardPanel
      title={t('dashboard.stats.title')}
      icon={<IconChartBar size={20} />}
      loading={loading}
      testId="dashboard-campaign-stats"
    >
      {anySent ? (
        <BarChart
          h={240}
          data={days}
          dataKey="label"
          series={SERIES.map((serie) => ({ ...serie, label: t(`campaigns.recipientStates.${serie.name}`) }))}
          withLegend
          tickLine="y"
          valueFormatter={formats.number}
          // Messages are whole: no "0.75" on the axis; its counts in the language's own digits.
          yAxisProps={{ allowDecimals: false, tickFormatter: (value: number) => formats.number(value) }}
          aria-label={t('dashboard.stats.chart')}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('dashboard.stats.noneRecently')}
        </Text>
      )}
      {stats?.campaigns.length ? (
        <Table.ScrollContainer minWidth={620}>
          <Table verticalSpacing={6} aria-label={t('dashboard.stats.perCampaign')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.stats.campaign')}</Table.Th>
                <Table.Th>{t('dashboard.stats.status')}</Table.Th>
                {TOTALS.map((column) => (
                  <Table.Th key={column} ta="right">
                    {column === 'total'
                      ? t('dashboard.stats.total')
                      : t(`campaigns.recipientStates.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.campaigns.map((campaign) => (
                <Table.Tr key={campaign.id} data-testid="dashboard-campaign">
                  <Table.Td>
                    <Anchor component={Link} to={PATHS.cpanel.campaign(campaign.id)} size="sm" fw={600}>
                      {campaign.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <CampaignStatusBadge campaign={{ status: campaign.status, status_reason: null }} />
                  </Table.Td>
                  {TOTALS.map((column) => (
                    <Table.Td key={column} ta="right" data-testid={`dashboard-campaign-${column}`}>
                      <Text size="sm">{formats.number(campaign[column])}</Text>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </DashboardPanel>
  );
}

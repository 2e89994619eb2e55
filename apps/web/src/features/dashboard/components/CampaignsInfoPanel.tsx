import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { CAMPAIGN_STATUSES, type DashboardStats } from '@siar/shared';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { STATUS_COLORS } from '../../campaigns/campaign-states.ts';
import { WHOLE_LABEL } from '../../devices/components/badge-styles.ts';
import { DashboardPanel } from './DashboardPanel.tsx';
import { Figure } from './Figure.tsx';

type Props = {
  info: DashboardStats['campaigns_info'] | undefined;
  loading: boolean;
};

/** The account's campaigns by status: a donut and its legend with the counts. */
export function CampaignsInfoPanel({ info, loading }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const slices = CAMPAIGN_STATUSES.map((status) => ({
    name: t(`campaigns.statuses.${status}`),
    value: info?.by_status[status] ?? 0,
    color: `${STATUS_COLORS[status]}.6`,
    status,
  }));

  return (
    <DashboardPanel
      title={t('dashboard.campaigns.title')}
      icon={<IconSpeakerphone size={20} />}
      loading={loading}
      testId="dashboard-campaigns"
    >
      <Group gap="xl" align="center" wrap="wrap">
        {info?.total ? (
          <DonutChart
            data={slices.filter((slice) => slice.value > 0)}
            size={140}
            thickness={22}
            withTooltip
            tooltipDataSource="segment"
            valueFormatter={formats.number}
            chartLabel={t('dashboard.campaigns.chartLabel', { count: info.total })}
            aria-label={t('dashboard.campaigns.chart')}
          />
        ) : null}
        <Stack gap="xs">
          <Figure label={t('dashboard.campaigns.total')} value={info?.total ?? 0} testId="campaigns-total" />
          <Group gap={6} maw={320}>
            {slices.map((slice) => (
              <Badge
                key={slice.status}
                variant="light"
                color={STATUS_COLORS[slice.status]}
                styles={WHOLE_LABEL}
                data-testid={`campaigns-${slice.status}`}
              >
                {slice.name}: {formats.number(slice.value)}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Group>
      {info && !info.total ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.campaigns.none')}
        </Text>
      ) : null}
    </DashboardPanel>
  );
}

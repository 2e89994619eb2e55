import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { ApanelDashboard } from '@siar/shared';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { DashboardPanel } from '../../dashboard/components/DashboardPanel.tsx';
import { MESSAGES_COLOR } from '../chart-colors.ts';

type Props = {
  messages: ApanelDashboard['messages'] | undefined;
  loading: boolean;
};

/** Messages sent from every customer's devices, by day over 30 days. */
export function MessagesPanel({ messages, loading }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const days = (messages?.days ?? []).map((day) => ({ label: formats.day(day.date), sent: day.sent }));
  const total = days.reduce((sum, day) => sum + day.sent, 0);
  return (
    <DashboardPanel
      title={t('adminDashboard.messages.title')}
      icon={<IconMessages size={20} />}
      loading={loading}
      testId="apanel-messages"
    >
      {total > 0 ? (
        <>
          <Text size="sm" c="dimmed" data-testid="messages-total">
            {t('adminDashboard.messages.total', { count: total })}
          </Text>
          <BarChart
            h={200}
            data={days}
            dataKey="label"
            series={[{ name: 'sent', color: MESSAGES_COLOR, label: t('adminDashboard.messages.sent') }]}
            tickLine="y"
            valueFormatter={formats.number}
            yAxisProps={{
              allowDecimals: false,
              width: 48,
              tickFormatter: (value: number) => formats.number(value),
            }}
            aria-label={t('adminDashboard.messages.chart')}
          />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('adminDashboard.messages.none')}
        </Text>
      )}
    </DashboardPanel>
  );
}

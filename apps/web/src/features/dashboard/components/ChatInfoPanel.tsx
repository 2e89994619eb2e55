import { Group, Stack, Text } from '@mantine/core';
import type { DashboardStats } from '@siar/shared';
import { IconMessages } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { DashboardPanel } from './DashboardPanel.tsx';
import { Figure } from './Figure.tsx';

type Props = {
  info: DashboardStats['realtime_chat_info'] | undefined;
  loading: boolean;
};

/** A duration in the largest units that read well: seconds, minutes, or hours and minutes. */
function duration(t: TFunction, seconds: number | null | undefined): string {
  if (seconds == null) return '–';
  if (seconds < 60) return t('dashboard.chats.seconds', { s: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('dashboard.chats.minutes', { m: minutes });
  return t('dashboard.chats.hours', { h: Math.floor(minutes / 60), m: minutes % 60 });
}

/** The inbox now (open and unanswered conversations), today's messages, and response times. */
export function ChatInfoPanel({ info, loading }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <DashboardPanel
      title={t('dashboard.chats.title')}
      icon={<IconMessages size={20} />}
      loading={loading}
      testId="dashboard-chats"
    >
      <Stack gap="sm">
        <Group gap="xl">
          <Figure
            label={t('dashboard.chats.open')}
            value={info?.open_conversations ?? 0}
            testId="chats-open"
          />
          <Figure
            label={t('dashboard.chats.waiting')}
            value={info?.unanswered_conversations ?? 0}
            color={info?.unanswered_conversations ? 'orange.7' : undefined}
            testId="chats-waiting"
          />
          <Figure
            label={t('dashboard.chats.longest_wait')}
            value={duration(t, info?.longest_wait_seconds)}
            testId="chats-longest-wait"
          />
        </Group>
        <Group gap="xl">
          <Figure
            label={t('dashboard.chats.avg_response')}
            value={duration(t, info?.avg_response_seconds_7d)}
            testId="chats-avg-response"
          />
          <Figure
            label={t('dashboard.chats.median_response')}
            value={duration(t, info?.median_response_seconds_7d)}
            testId="chats-median-response"
          />
        </Group>
        <Text size="xs" c="dimmed">
          {info?.responses_7d
            ? t('dashboard.chats.responses', { count: info.responses_7d })
            : t('dashboard.chats.no_responses')}
        </Text>
        <Group gap="xl">
          <Figure
            label={t('dashboard.chats.incoming')}
            value={info?.incoming_today ?? 0}
            testId="chats-incoming"
          />
          <Figure
            label={t('dashboard.chats.unanswered')}
            value={info?.unanswered_today ?? 0}
            color={info?.unanswered_today ? 'orange.7' : undefined}
            testId="chats-unanswered"
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('dashboard.chats.today', { zone: formats.zone() })}
        </Text>
      </Stack>
    </DashboardPanel>
  );
}

import { Group, Text } from '@mantine/core';
import type { DashboardStats } from '@siar/shared';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DashboardPanel } from './DashboardPanel.tsx';
import { Figure } from './Figure.tsx';

type Props = {
  info: DashboardStats['realtime_chat_info'] | undefined;
  loading: boolean;
};

/** Today's incoming messages and the conversations still waiting for an answer. */
export function ChatInfoPanel({ info, loading }: Props) {
  const { t } = useTranslation();
  return (
    <DashboardPanel
      title={t('dashboard.chats.title')}
      icon={<IconMessages size={20} />}
      loading={loading}
      testId="dashboard-chats"
    >
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
        {t('dashboard.chats.today')}
      </Text>
    </DashboardPanel>
  );
}

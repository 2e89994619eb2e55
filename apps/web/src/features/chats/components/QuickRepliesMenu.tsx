import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import type { QuickReply } from '@siar/shared';
import { IconBolt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = {
  replies: QuickReply[] | undefined;
  onChoose: (reply: QuickReply) => void;
  onManage: () => void;
};

/** The composer's ⚡ button: every quick reply to pick from, and a way to manage them. */
export function QuickRepliesMenu({ replies, onChoose, onManage }: Props) {
  const { t } = useTranslation();
  return (
    <Menu position="top-start" withinPortal>
      <Menu.Target>
        <Tooltip label={t('chats.quickReplies.title')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('chats.quickReplies.title')}
            data-shortcut="quick-replies"
          >
            <IconBolt size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {(replies ?? []).map((reply) => (
          <Menu.Item key={reply.quick_reply_id} onClick={() => onChoose(reply)}>
            <Text size="sm" fw={600} span>
              /{reply.shortcut}
            </Text>{' '}
            <Text size="sm" c="dimmed" span>
              {reply.text.slice(0, 60)}
            </Text>
          </Menu.Item>
        ))}
        {replies?.length === 0 ? <Menu.Label>{t('chats.quickReplies.none')}</Menu.Label> : null}
        <Menu.Divider />
        <Menu.Item onClick={onManage}>{t('chats.quickReplies.manage')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

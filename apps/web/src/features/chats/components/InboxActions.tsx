import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconBolt,
  IconKeyboard,
  IconMessagePlus,
  IconSettings,
  IconTag,
  IconTestPipe,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';

type Props = {
  canWriteAsContact: boolean;
  /** Opens one of the inbox's dialogs. */
  onOpen: (dialog: 'new' | 'sandbox' | 'quick-replies' | 'labels' | 'shortcuts') => void;
};

/** The list's header buttons: start a conversation, play a sandbox contact, manage quick replies and labels, the keys, manage channels. */
export function InboxActions({ canWriteAsContact, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('chats.start.title')}>
        <ActionIcon variant="subtle" aria-label={t('chats.start.title')} onClick={() => onOpen('new')}>
          <IconMessagePlus size={18} />
        </ActionIcon>
      </Tooltip>
      {canWriteAsContact ? (
        <Tooltip label={t('chats.sandbox.title')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('chats.sandbox.title')}
            onClick={() => onOpen('sandbox')}
          >
            <IconTestPipe size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Tooltip label={t('chats.quickReplies.manage')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('chats.quickReplies.manage')}
          onClick={() => onOpen('quick-replies')}
        >
          <IconBolt size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('chats.labels.manage')}>
        <ActionIcon variant="subtle" aria-label={t('chats.labels.manage')} onClick={() => onOpen('labels')}>
          <IconTag size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('chats.shortcuts.title')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('chats.shortcuts.title')}
          onClick={() => onOpen('shortcuts')}
        >
          <IconKeyboard size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('routes.cpanel-chat-channels.title')}>
        <ActionIcon
          variant="subtle"
          component={Link}
          to={PATHS.cpanel.chatChannels}
          aria-label={t('routes.cpanel-chat-channels.title')}
        >
          <IconSettings size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

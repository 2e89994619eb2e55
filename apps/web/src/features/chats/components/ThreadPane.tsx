import { Paper, Text } from '@mantine/core';
import type { Contact, Conversation } from '@siar/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Composer } from './Composer.tsx';
import { Thread } from './Thread.tsx';
import { ThreadHeader } from './ThreadHeader.tsx';

type Props = {
  conversationId: string | null;
  conversation: UseQueryResult<Conversation>;
  contact: Contact | undefined;
  /** On a phone: back to the list. */
  onBack: (() => void) | null;
  /** Below desktop width: show or hide the contact. */
  onToggleContact: (() => void) | null;
  onManageQuickReplies: () => void;
  onManageLabels: () => void;
};

/** The middle pane: the open conversation's thread and composer, or a hint to pick one. */
export function ThreadPane({
  conversationId,
  conversation,
  contact,
  onManageQuickReplies,
  ...header
}: Props) {
  const { t } = useTranslation();
  if (!conversationId) return <PickConversation />;
  return (
    <Paper withBorder radius={0} style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <ThreadHeader conversation={conversation.data} {...header} />
      {conversation.isError ? (
        <Text c="red" p="md">
          {t('chats.thread.notFound')}
        </Text>
      ) : (
        <>
          <Thread key={conversationId} conversationId={conversationId} />
          {conversation.data ? (
            <Composer
              conversation={conversation.data}
              contact={contact}
              onManageQuickReplies={onManageQuickReplies}
            />
          ) : null}
        </>
      )}
    </Paper>
  );
}

function PickConversation() {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius={0}
      style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Text c="dimmed" p="md" ta="center">
        {t('chats.thread.pick')}
      </Text>
    </Paper>
  );
}

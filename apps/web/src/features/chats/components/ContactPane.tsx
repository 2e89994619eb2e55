import { Paper } from '@mantine/core';
import type { Contact, Conversation } from '@siar/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/IconButton.tsx';
import { ContactPanel } from './ContactPanel.tsx';

type Props = {
  narrow: boolean;
  conversation: Conversation;
  contact: Contact | undefined;
  loading: boolean;
  onBack: () => void;
};

/** The right pane (on a phone the whole screen, with a way back): the conversation's contact. */
export function ContactPane({ narrow, conversation, contact, loading, onBack }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius={0} w={narrow ? '100%' : 280} style={{ flexShrink: 0, overflowY: 'auto' }}>
      {narrow ? (
        <IconButton m="xs" label={t('chats.back')} onClick={onBack}>
          <IconArrowLeft size={18} />
        </IconButton>
      ) : null}
      <ContactPanel conversation={conversation} contact={contact} loading={loading} />
    </Paper>
  );
}

import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuickReplies } from '../hooks/use-chats.ts';
import { useQuickRepliesEditor } from '../hooks/use-quick-replies-editor.ts';
import { QuickReplyForm } from './QuickReplyForm.tsx';
import { QuickReplyItem } from './QuickReplyItem.tsx';

type Props = { opened: boolean; onClose: () => void };

/** The account's quick replies: a shortcut (typed as `/shortcut`) and a text with template variables. */
export function QuickRepliesModal({ opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('chats.quickReplies.title')} size="lg">
      {opened ? <QuickRepliesEditor /> : null}
    </Modal>
  );
}

function QuickRepliesEditor() {
  const { t } = useTranslation();
  const replies = useQuickReplies();
  const editor = useQuickRepliesEditor();
  return (
    <Stack>
      <Stack gap="xs" data-testid="quick-replies">
        {replies.data?.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('chats.quickReplies.none')}
          </Text>
        ) : null}
        {replies.data?.map((reply) => (
          <QuickReplyItem
            key={reply.quick_reply_id}
            reply={reply}
            onEdit={() => editor.edit(reply)}
            onDelete={() => editor.remove(reply)}
          />
        ))}
      </Stack>
      <QuickReplyForm editor={editor} />
    </Stack>
  );
}

import {
  ActionIcon,
  Badge,
  FileButton,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Textarea,
} from '@mantine/core';
import { type Contact, type Conversation, MEDIA_MIMETYPES } from '@siar/shared';
import { IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/IconButton.tsx';
import { useComposer } from '../hooks/use-composer.ts';
import { NoteComposer } from './NoteComposer.tsx';
import { QuickRepliesMenu } from './QuickRepliesMenu.tsx';
import { QuickReplySuggestions } from './QuickReplySuggestions.tsx';

const ACCEPT = Object.keys(MEDIA_MIMETYPES).join(',');

type Props = {
  conversation: Conversation;
  contact: Contact | undefined;
  onManageQuickReplies: () => void;
};

/**
 * Below the thread: a reply to the contact, or a private note for the team (a switch above). A
 * reply is text with line breaks (Enter sends, Shift+Enter breaks the line), an attachment, and
 * quick replies.
 */
export function Composer(props: Props) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'reply' | 'note'>('reply');
  return (
    <Paper p="xs" radius={0} withBorder style={{ borderLeft: 0, borderRight: 0, borderBottom: 0 }}>
      <Stack gap={6}>
        <SegmentedControl
          size="xs"
          w="fit-content"
          value={mode}
          onChange={(value) => setMode(value as 'reply' | 'note')}
          data={[
            { value: 'reply', label: t('chats.notes.reply') },
            { value: 'note', label: t('chats.notes.note') },
          ]}
        />
        {mode === 'reply' ? (
          <ReplyComposer {...props} />
        ) : (
          <NoteComposer conversationId={props.conversation.conversation_id} />
        )}
      </Stack>
    </Paper>
  );
}

function ReplyComposer({ conversation, contact, onManageQuickReplies }: Props) {
  const { t } = useTranslation();
  const draft = useComposer(conversation, contact);
  return (
    <Stack gap={6}>
      <QuickReplySuggestions suggestions={draft.suggestions} onChoose={draft.choose} />
      {draft.file ? (
        <Group gap={4}>
          <Badge variant="outline" rightSection={null} data-testid="composer-file">
            {draft.file.name}
          </Badge>
          <IconButton size="sm" label={t('chats.composer.removeFile')} onClick={() => draft.setFile(null)}>
            <IconX size={14} />
          </IconButton>
        </Group>
      ) : null}
      <Group gap={6} align="flex-end" wrap="nowrap">
        <QuickRepliesMenu
          replies={draft.replies.data}
          onChoose={draft.choose}
          onManage={onManageQuickReplies}
        />
        <FileButton onChange={draft.attach} accept={ACCEPT}>
          {(props) => (
            <IconButton {...props} size="lg" label={t('chats.composer.attach')}>
              <IconPaperclip size={20} />
            </IconButton>
          )}
        </FileButton>
        <Textarea
          flex={1}
          autosize
          minRows={1}
          maxRows={6}
          value={draft.text}
          aria-label={t('chats.composer.label')}
          data-shortcut="composer"
          placeholder={t('chats.composer.placeholder')}
          onChange={(event) => draft.type(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              if (draft.suggestions.length === 1) draft.choose(draft.suggestions[0]!);
              else if (draft.canSend) draft.submit();
            }
          }}
        />
        <ActionIcon
          size="lg"
          aria-label={t('chats.composer.send')}
          onClick={draft.submit}
          disabled={!draft.canSend}
          loading={draft.sending}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}

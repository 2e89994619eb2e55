import {
  ActionIcon,
  Badge,
  FileButton,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  attachmentProblem,
  type Contact,
  type Conversation,
  MEDIA_MIMETYPES,
  type QuickReply,
} from '@siar/shared';
import { IconBolt, IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorReason, useTranslateMessage } from '../../../app/messages.ts';
import { IconButton } from '../../../components/IconButton.tsx';
import { uploadTemplateMedia } from '../../templates/templates-api.ts';
import { chatsKeys } from '../chats.query-keys.ts';
import { sendMessage } from '../chats-api.ts';
import { useQuickReplies } from '../hooks/use-chats.ts';
import { useTypingSignal } from '../hooks/use-typing-signal.ts';
import { fillQuickReply, insertReply, matchingReplies, typedShortcut } from '../quick-reply-text.ts';

const ACCEPT = Object.keys(MEDIA_MIMETYPES).join(',');

type Props = {
  conversation: Conversation;
  contact: Contact | undefined;
  onManageQuickReplies: () => void;
};

/** Text with line breaks (Enter sends, Shift+Enter breaks the line), an attachment, and quick replies. */
export function Composer({ conversation, contact, onManageQuickReplies }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const replies = useQuickReplies();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const id = conversation.conversation_id;
  const typing = useTypingSignal(id);
  const translate = useTranslateMessage();
  // A file WhatsApp would refuse (its type, or too large for it) is refused here, before uploading.
  const attach = (picked: File | null) => {
    const refused = picked && attachmentProblem(picked);
    if (refused) notifications.show({ color: 'red', message: translate(refused) });
    else setFile(picked);
  };

  const send = useMutation({
    mutationFn: async () => {
      typing.stopped();
      const media = file ? await uploadTemplateMedia(file) : undefined;
      return sendMessage(id, { ...(text.trim() ? { text } : {}), ...(media ? { media_id: media.id } : {}) });
    },
    onSuccess: () => {
      setText('');
      setFile(null);
    },
    onError: (error) => {
      const reason = apiErrorReason(t, error);
      notifications.show({
        color: 'red',
        title: t('chats.composer.sendFailed'),
        message: reason ?? '',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatsKeys.all }),
  });

  const shortcut = typedShortcut(text);
  const suggestions = shortcut === null ? [] : matchingReplies(replies.data ?? [], shortcut);
  const choose = (reply: QuickReply) =>
    setText((current) => insertReply(current, fillQuickReply(reply, conversation, contact)));
  const canSend = (!!text.trim() || !!file) && !send.isPending;

  return (
    <Paper p="xs" radius={0} withBorder style={{ borderLeft: 0, borderRight: 0, borderBottom: 0 }}>
      <Stack gap={6}>
        {suggestions.length > 0 ? (
          <Paper withBorder p={4} role="listbox" aria-label={t('chats.quickReplies.title')}>
            {suggestions.slice(0, 6).map((reply) => (
              <Group
                key={reply.quick_reply_id}
                role="option"
                aria-selected={false}
                gap="xs"
                p={4}
                wrap="nowrap"
                style={{ cursor: 'pointer' }}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(reply);
                }}
              >
                <Badge variant="light">/{reply.shortcut}</Badge>
                <Text size="sm" truncate>
                  {reply.text}
                </Text>
              </Group>
            ))}
          </Paper>
        ) : null}
        {file ? (
          <Group gap={4}>
            <Badge variant="outline" rightSection={null} data-testid="composer-file">
              {file.name}
            </Badge>
            <IconButton size="sm" label={t('chats.composer.removeFile')} onClick={() => setFile(null)}>
              <IconX size={14} />
            </IconButton>
          </Group>
        ) : null}
        <Group gap={6} align="flex-end" wrap="nowrap">
          <Menu position="top-start" withinPortal>
            <Menu.Target>
              <Tooltip label={t('chats.quickReplies.title')}>
                <ActionIcon variant="subtle" size="lg" aria-label={t('chats.quickReplies.title')}>
                  <IconBolt size={20} />
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              {(replies.data ?? []).map((reply) => (
                <Menu.Item key={reply.quick_reply_id} onClick={() => choose(reply)}>
                  <Text size="sm" fw={600} span>
                    /{reply.shortcut}
                  </Text>{' '}
                  <Text size="sm" c="dimmed" span>
                    {reply.text.slice(0, 60)}
                  </Text>
                </Menu.Item>
              ))}
              {replies.data?.length === 0 ? <Menu.Label>{t('chats.quickReplies.none')}</Menu.Label> : null}
              <Menu.Divider />
              <Menu.Item onClick={onManageQuickReplies}>{t('chats.quickReplies.manage')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <FileButton onChange={attach} accept={ACCEPT}>
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
            value={text}
            aria-label={t('chats.composer.label')}
            placeholder={t('chats.composer.placeholder')}
            onChange={(event) => {
              setText(event.currentTarget.value);
              typing.typed();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                if (suggestions.length === 1) choose(suggestions[0]!);
                else if (canSend) send.mutate();
              }
            }}
          />
          <ActionIcon
            size="lg"
            aria-label={t('chats.composer.send')}
            onClick={() => send.mutate()}
            disabled={!canSend}
            loading={send.isPending}
          >
            <IconSend size={18} />
          </ActionIcon>
        </Group>
      </Stack>
    </Paper>
  );
}

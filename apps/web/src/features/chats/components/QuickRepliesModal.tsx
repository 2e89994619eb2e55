import { ActionIcon, Badge, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { QuickReply } from '@siar/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { chatsKeys } from '../chats.query-keys.ts';
import { deleteQuickReply, saveQuickReply } from '../chats-api.ts';
import { useQuickReplies } from '../hooks/use-chats.ts';

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
  const translate = useTranslateMessage();
  const queryClient = useQueryClient();
  const replies = useQuickReplies();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [shortcut, setShortcut] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reset = () => {
    setEditingId(null);
    setShortcut('');
    setText('');
    setErrors({});
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: chatsKeys.quickReplies });
  const save = useMutation({
    mutationFn: () => saveQuickReply(editingId, { shortcut, text }),
    onSuccess: async () => {
      reset();
      await refresh();
      notifications.show({ color: 'teal', message: t('chats.quickReplies.saved') });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? Object.entries(error.fieldCodes) : [];
      if (fields.length > 0) {
        setErrors(Object.fromEntries(fields.map(([field, refs]) => [field, translate(refs[0]!)])));
      } else
        notifications.show({
          color: 'red',
          message: apiErrorMessage(t, error, 'chats.quickReplies.saveFailed'),
        });
    },
  });
  const remove = useMutation({
    mutationFn: (reply: QuickReply) => deleteQuickReply(reply.quick_reply_id),
    onSuccess: refresh,
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: apiErrorMessage(t, error, 'chats.quickReplies.saveFailed'),
      }),
  });

  return (
    <Stack>
      <Stack gap="xs" data-testid="quick-replies">
        {replies.data?.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('chats.quickReplies.none')}
          </Text>
        ) : null}
        {replies.data?.map((reply) => (
          <Group key={reply.quick_reply_id} justify="space-between" wrap="nowrap" data-testid="quick-reply">
            <Stack gap={0} miw={0}>
              <Badge variant="light">/{reply.shortcut}</Badge>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {reply.text}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={t('chats.quickReplies.edit', { shortcut: reply.shortcut })}
                onClick={() => {
                  setEditingId(reply.quick_reply_id);
                  setShortcut(reply.shortcut);
                  setText(reply.text);
                  setErrors({});
                }}
              >
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('chats.quickReplies.delete', { shortcut: reply.shortcut })}
                onClick={() => remove.mutate(reply)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="xs">
          <TextInput
            label={t('chats.quickReplies.shortcut')}
            description={t('chats.quickReplies.shortcutHint')}
            leftSection="/"
            value={shortcut}
            error={errors.shortcut}
            onChange={(event) => setShortcut(event.currentTarget.value)}
          />
          <Textarea
            label={t('chats.quickReplies.text')}
            description={t('chats.quickReplies.textHint')}
            autosize
            minRows={2}
            value={text}
            error={errors.text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            {editingId ? (
              <Button variant="default" onClick={reset}>
                {t('chats.cancel')}
              </Button>
            ) : null}
            <Button type="submit" loading={save.isPending}>
              {editingId ? t('chats.save') : t('chats.quickReplies.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

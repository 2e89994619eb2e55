import { notifications } from '@mantine/notifications';
import type { QuickReply } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import {
  useDeleteQuickReply,
  useInvalidateQuickReplies,
  useSaveQuickReply,
} from './use-quick-reply-mutations.ts';

/** The quick replies dialog's form: a new reply, or the one being edited; saving and deleting. */
export function useQuickRepliesEditor() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const refresh = useInvalidateQuickReplies();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [shortcut, setShortcut] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = (reply: QuickReply | null) => {
    setEditingId(reply?.quick_reply_id ?? null);
    setShortcut(reply?.shortcut ?? '');
    setText(reply?.text ?? '');
    setErrors({});
  };
  const failed = (error: Error) =>
    notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'chats.quickReplies.saveFailed') });
  const save = useSaveQuickReply({
    onSuccess: async () => {
      edit(null);
      await refresh();
      notifications.show({ color: 'teal', message: t('chats.quickReplies.saved') });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? Object.entries(error.fieldCodes) : [];
      if (fields.length > 0) {
        setErrors(Object.fromEntries(fields.map(([field, refs]) => [field, translate(refs[0]!)])));
      } else failed(error);
    },
  });
  const remove = useDeleteQuickReply({ onSuccess: refresh, onError: failed });
  return {
    draft: { editingId, shortcut, text, errors },
    setShortcut,
    setText,
    edit,
    save: () => save.mutate({ editingId, shortcut, text }),
    saving: save.isPending,
    remove: (reply: QuickReply) => remove.mutate(reply),
  };
}

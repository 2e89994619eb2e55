import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useQuickRepliesEditor } from '../hooks/use-quick-replies-editor.ts';

type Props = { editor: ReturnType<typeof useQuickRepliesEditor> };

/** The dialog's form: adds a quick reply, or saves the one being edited. */
export function QuickReplyForm({ editor }: Props) {
  const { t } = useTranslation();
  const { editingId, shortcut, text, errors } = editor.draft;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        editor.save();
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t('chats.quickReplies.shortcut')}
          description={t('chats.quickReplies.shortcutHint')}
          leftSection="/"
          value={shortcut}
          error={errors.shortcut}
          onChange={(event) => editor.setShortcut(event.currentTarget.value)}
        />
        <Textarea
          label={t('chats.quickReplies.text')}
          description={t('chats.quickReplies.textHint')}
          autosize
          minRows={2}
          value={text}
          error={errors.text}
          onChange={(event) => editor.setText(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          {editingId ? (
            <Button variant="default" onClick={() => editor.edit(null)}>
              {t('chats.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={editor.saving}>
            {editingId ? t('chats.save') : t('chats.quickReplies.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

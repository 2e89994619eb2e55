import { ActionIcon, FileInput, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { attachmentProblem, MEDIA_MIMETYPES, type TemplateMedia } from '@siar/shared';
import { IconFile, IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { useUploadTemplateMedia } from '../hooks/use-template-mutations.ts';
import { fileSize } from '../sample-contact.ts';

type Props = {
  media: TemplateMedia | null;
  onChange: (media: TemplateMedia | null) => void;
  /** An error the server gave on saving (an attachment not found). */
  error?: string;
};

const ACCEPT = Object.keys(MEDIA_MIMETYPES).join(',');

/** One attachment: checked here against WhatsApp's limits, uploaded at once, shown as it will be sent. */
export function AttachmentField({ media, onChange, error }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const upload = useUploadTemplateMedia();
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | null) {
    setProblem(null);
    if (!file) return;
    const refused = attachmentProblem(file);
    if (refused) {
      setProblem(translate(refused));
      return;
    }
    try {
      onChange(await upload.mutateAsync(file));
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.fieldCodes.file?.[0] : undefined;
      setProblem(
        fieldError ? translate(fieldError) : apiErrorMessage(t, failure, 'templates.editor.uploadFailed'),
      );
    }
  }

  if (media) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('templates.editor.attachment')}
        </Text>
        <Paper withBorder p="xs" data-testid="template-attachment">
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Group gap="sm" wrap="nowrap" miw={0}>
              {media.kind === 'image' ? (
                <Image src={media.url} alt={media.file_name} w={56} h={56} radius="sm" fit="cover" />
              ) : (
                <IconFile size={32} />
              )}
              <Stack gap={0} miw={0}>
                <Text size="sm" truncate>
                  {media.file_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {fileSize(media.size)}
                </Text>
              </Stack>
            </Group>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('templates.editor.removeAttachment')}
              onClick={() => onChange(null)}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Paper>
        {error ? (
          <Text size="xs" c="red">
            {error}
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <FileInput
      label={t('templates.editor.attachment')}
      description={t('templates.editor.attachmentHint')}
      placeholder={
        upload.isPending ? t('templates.editor.uploading') : t('templates.editor.attachmentPlaceholder')
      }
      leftSection={<IconPaperclip size={16} />}
      accept={ACCEPT}
      value={null}
      onChange={(file) => void choose(file)}
      disabled={upload.isPending}
      error={problem ?? error}
      clearable={false}
    />
  );
}

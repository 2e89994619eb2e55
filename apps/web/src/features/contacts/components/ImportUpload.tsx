import { Alert, FileInput, Loader, Stack, Text } from '@mantine/core';
import type { ImportPreview } from '@siar/shared';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useUploadImport } from '../hooks/use-contact-import.ts';

type Props = { onPreview: (preview: ImportPreview) => void };

/** Step 1: choose a CSV or XLSX file; the server reads it and answers its columns. */
export function ImportUpload({ onPreview }: Props) {
  const { t } = useTranslation();
  const upload = useUploadImport(onPreview);
  return (
    <Stack gap="md">
      <Text size="sm">{t('contacts.import.uploadHint')}</Text>
      <FileInput
        label={t('contacts.import.file')}
        placeholder={t('contacts.import.choose')}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        leftSection={<IconFileSpreadsheet size={16} />}
        rightSection={upload.isPending ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
        disabled={upload.isPending}
        onChange={(file) => {
          if (file) upload.mutate(file);
        }}
      />
      {upload.isError ? (
        <Alert color="red" role="alert">
          {apiErrorMessage(t, upload.error, 'contacts.import.uploadFailed')}
        </Alert>
      ) : null}
    </Stack>
  );
}

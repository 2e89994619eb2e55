import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ContactImport, ImportPreview } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { useContactGroups } from '../hooks/use-contact-groups.ts';
import { useStartImport } from '../hooks/use-contact-import.ts';
import { initialMapping, type MappingValues, mappingErrors, toMapping } from '../import-mapping.ts';
import { ImportCustomFields } from './ImportCustomFields.tsx';
import { ImportPreviewTable } from './ImportPreviewTable.tsx';

type Props = {
  preview: ImportPreview;
  onStarted: (started: ContactImport) => void;
};

/** Step 2: the file's first rows, and which column holds what. */
export function ImportMapping({ preview, onStarted }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const groups = useContactGroups();
  const start = useStartImport(preview.id, onStarted);
  const form = useForm<MappingValues>({ initialValues: initialMapping(preview), validate: mappingErrors });
  const columns = preview.headers.map((header, index) => ({ value: String(index), label: header }));
  const errorOf = (field: string) => {
    const error = form.errors[field];
    if (typeof error !== 'string') return undefined;
    return error.startsWith('contacts.') ? t(error) : translate(error);
  };

  return (
    <form onSubmit={form.onSubmit((values) => start.mutate(toMapping(values)))} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('contacts.import.previewOf', { file: preview.file_name, count: preview.total_rows })}
        </Text>
        <ImportPreviewTable preview={preview} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('contacts.fields.phone')}
            withAsterisk
            data={columns}
            {...form.getInputProps('phone')}
            error={errorOf('phone')}
          />
          <Select
            label={t('contacts.fields.name')}
            data={columns}
            clearable
            {...form.getInputProps('name')}
          />
          <Select
            label={t('contacts.fields.email')}
            data={columns}
            clearable
            {...form.getInputProps('email')}
          />
          <Select
            label={t('contacts.import.groupColumn')}
            data={columns}
            clearable
            {...form.getInputProps('group')}
          />
        </SimpleGrid>
        <ImportCustomFields form={form} columns={columns} errorOf={errorOf} />
        <Select
          label={t('contacts.import.addToGroup')}
          description={t('contacts.import.addToGroupHint')}
          data={(groups.data?.results ?? []).map((g) => ({ value: g.id, label: g.name }))}
          clearable
          searchable
          {...form.getInputProps('groupId')}
        />
        {start.isError ? (
          <Alert color="red" role="alert">
            {apiErrorMessage(t, start.error, 'contacts.import.startFailed')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={start.isPending}>
            {t('contacts.import.start')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

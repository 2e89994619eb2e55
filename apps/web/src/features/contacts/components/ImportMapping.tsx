import '../../../app/issue-codes.ts';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ContactImport, type ImportPreview, importMappingSchema } from '@siar/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { startImport } from '../contacts-api.ts';
import { useContactGroups } from '../hooks/use-contact-groups.ts';

type Props = {
  preview: ImportPreview;
  onStarted: (started: ContactImport) => void;
};

interface MappingValues {
  phone: string | null;
  name: string | null;
  email: string | null;
  group: string | null;
  customFields: { column: string | null; key: string }[];
  groupId: string | null;
}

const column = (value: string | null) => (value === null ? null : Number(value));
const asValue = (index: number | null) => (index === null ? null : String(index));

function toMapping(values: MappingValues) {
  return {
    phone: column(values.phone) as number,
    name: column(values.name),
    email: column(values.email),
    group: column(values.group),
    custom_fields: values.customFields.map((f) => ({
      column: column(f.column) as number,
      key: f.key.trim(),
    })),
    group_id: values.groupId,
  };
}

/** Step 2: the file's first rows, and which column holds what. */
export function ImportMapping({ preview, onStarted }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const groups = useContactGroups();
  const start = useMutation({
    mutationFn: (values: MappingValues) => startImport(preview.id, toMapping(values)),
    onSuccess: onStarted,
  });
  const form = useForm<MappingValues>({
    initialValues: {
      phone: asValue(preview.suggested_mapping.phone),
      name: asValue(preview.suggested_mapping.name),
      email: asValue(preview.suggested_mapping.email),
      group: asValue(preview.suggested_mapping.group),
      customFields: [],
      groupId: null,
    },
    validate: (values) => {
      if (values.phone === null) return { phone: 'contacts.import.phoneRequired' };
      const result = importMappingSchema.safeParse(toMapping(values));
      if (result.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const [field, index] = issue.path.map(String);
        const key = field === 'custom_fields' && index !== undefined ? `customFields.${index}.key` : field;
        if (key) errors[key] ??= issue.message;
      }
      return errors;
    },
  });
  const columns = preview.headers.map((header, index) => ({ value: String(index), label: header }));
  const errorOf = (field: string) => {
    const error = form.errors[field];
    if (typeof error !== 'string') return undefined;
    return error.startsWith('contacts.') ? t(error) : translate(error);
  };

  return (
    <form onSubmit={form.onSubmit((values) => start.mutate(values))} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('contacts.import.previewOf', { file: preview.file_name, count: preview.total_rows })}
        </Text>
        <Table.ScrollContainer minWidth={400} mah={220}>
          <Table withTableBorder striped fz="xs" aria-label={t('contacts.import.preview')}>
            <Table.Thead>
              <Table.Tr>
                {preview.headers.map((header, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are known by their place.
                  <Table.Th key={index}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.sample_rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are known by their place.
                <Table.Tr key={r}>
                  {row.map((cell, c) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are known by their place.
                    <Table.Td key={c}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('contacts.fields.customFields')}
          </Text>
          {form.values.customFields.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <Select
                aria-label={t('contacts.import.column')}
                placeholder={t('contacts.import.column')}
                data={columns}
                style={{ flex: 1 }}
                {...form.getInputProps(`customFields.${index}.column`)}
              />
              <TextInput
                aria-label={t('contacts.form.fieldKey')}
                placeholder="company"
                style={{ flex: 1 }}
                {...form.getInputProps(`customFields.${index}.key`)}
                error={errorOf(`customFields.${index}.key`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('contacts.form.removeField')}
                onClick={() => form.removeListItem('customFields', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => form.insertListItem('customFields', { column: null, key: '' })}
          >
            {t('contacts.form.addField')}
          </Button>
        </Stack>
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

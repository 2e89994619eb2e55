import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { MappingValues } from '../import-mapping.ts';
import { AddFieldButton, RemoveFieldButton } from './CustomFieldButtons.tsx';

type Props = {
  form: UseFormReturnType<MappingValues>;
  columns: { value: string; label: string }[];
  errorOf: (field: string) => string | undefined;
};

/** Columns kept as custom fields: which column, under which key. */
export function ImportCustomFields({ form, columns, errorOf }: Props) {
  const { t } = useTranslation();
  return (
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
          <RemoveFieldButton onClick={() => form.removeListItem('customFields', index)} />
        </Group>
      ))}
      <AddFieldButton onClick={() => form.insertListItem('customFields', { column: null, key: '' })} />
    </Stack>
  );
}

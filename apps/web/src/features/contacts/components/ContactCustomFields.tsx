import { Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ContactFormValues } from '../contact-form.ts';
import { AddFieldButton, RemoveFieldButton } from './CustomFieldButtons.tsx';

type Props = {
  form: UseFormReturnType<ContactFormValues>;
  errorOf: (field: string) => string | undefined;
};

/** A contact's custom fields (a key and a value each), used in templates as `{{key}}`. */
export function ContactCustomFields({ form, errorOf }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('contacts.fields.customFields')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('contacts.form.customFieldsHint', { example: '{{company}}' })}
      </Text>
      {form.values.customFields.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={t('contacts.form.fieldKey')}
            placeholder="company"
            style={{ flex: 1 }}
            {...form.getInputProps(`customFields.${index}.key`)}
            error={errorOf(`customFields.${index}.key`)}
          />
          <TextInput
            aria-label={t('contacts.form.fieldValue')}
            placeholder={t('contacts.form.fieldValue')}
            style={{ flex: 1 }}
            {...form.getInputProps(`customFields.${index}.value`)}
          />
          <RemoveFieldButton onClick={() => form.removeListItem('customFields', index)} />
        </Group>
      ))}
      <AddFieldButton onClick={() => form.insertListItem('customFields', { key: '', value: '' })} />
    </Stack>
  );
}

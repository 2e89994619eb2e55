import { Badge, Stack, Text } from '@mantine/core';
import type { Contact } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';

/** Whether the contact receives campaigns: subscribed, or opted out since a date. */
export function ContactStatus({ contact }: { contact: Pick<Contact, 'opted_out_at'> }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return contact.opted_out_at ? (
    <Stack gap={2}>
      <Badge color="red" variant="light" size="sm">
        {t('contacts.table.optedOut')}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('contacts.table.since', {
          date: formats.date(contact.opted_out_at),
        })}
      </Text>
    </Stack>
  ) : (
    <Badge color="teal" variant="light" size="sm">
      {t('contacts.table.subscribed')}
    </Badge>
  );
}

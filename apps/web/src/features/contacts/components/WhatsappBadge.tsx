import { Badge, Stack, Text } from '@mantine/core';
import type { Contact } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { elapsed, relativeTime } from '../relative-time.ts';

type Props = { contact: Pick<Contact, 'on_whatsapp' | 'whatsapp_checked_at'> };

/** Whether the number is on WhatsApp as last checked, and how long ago: "checked 3 days ago". */
export function WhatsappBadge({ contact }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const state = contact.on_whatsapp === null ? 'unchecked' : contact.on_whatsapp ? 'on' : 'notOn';
  const color = { on: 'green', notOn: 'orange', unchecked: 'gray' }[state];
  const checkedAt = contact.whatsapp_checked_at;
  const ago = checkedAt ? elapsed(checkedAt) : undefined;
  const when =
    checkedAt && ago
      ? (relativeTime(checkedAt, formats.language) ?? t(`numberChecks.ago.${ago.unit}`, { count: ago.count }))
      : '';
  return (
    <Stack gap={2} data-testid="whatsapp-badge" data-state={state}>
      <Badge color={color} variant={state === 'unchecked' ? 'outline' : 'light'} size="sm" tt="none">
        {t(`numberChecks.badge.${state}`)}
      </Badge>
      {checkedAt ? (
        <Text size="xs" c="dimmed" title={formats.dateTime(checkedAt)}>
          {t('numberChecks.badge.checked', { when })}
        </Text>
      ) : null}
    </Stack>
  );
}

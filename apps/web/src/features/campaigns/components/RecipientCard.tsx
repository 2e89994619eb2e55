import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Recipient } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { Reason, RecipientName, RecipientPhone } from './RecipientCells.tsx';
import { RecipientStateBadge } from './RecipientStateBadge.tsx';

/** A recipient on a phone: who, their state and why, and the last thing that happened to the message. */
export function RecipientCard({ recipient }: { recipient: Recipient }) {
  const { t } = useTranslation();
  const formats = useFormats();
  // The latest of sent, delivered and read says where the message got to.
  const [label, at] = recipient.read_at
    ? ['campaigns.recipients.readAt', recipient.read_at]
    : recipient.delivered_at
      ? ['campaigns.recipients.deliveredAt', recipient.delivered_at]
      : recipient.sent_at
        ? ['campaigns.recipients.sentAt', recipient.sent_at]
        : [null, null];
  return (
    <Paper withBorder p="sm" role="listitem" data-testid="recipient-row">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0} miw={0}>
            <RecipientName recipient={recipient} />
            <RecipientPhone recipient={recipient} />
          </Stack>
          <RecipientStateBadge state={recipient.state} />
        </Group>
        <Reason recipient={recipient} />
        <Group gap="xs" justify="space-between">
          <Text size="xs" c="dimmed">
            {recipient.device_name ?? '—'}
          </Text>
          {label && at ? (
            <Text size="xs" c="dimmed">
              {t(label)}: {formats.dateTime(at)}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

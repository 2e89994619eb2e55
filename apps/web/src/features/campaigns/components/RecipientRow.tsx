import { Stack, Table, Text } from '@mantine/core';
import type { Recipient } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { RecipientStateBadge } from './RecipientStateBadge.tsx';

/** Why a recipient was not sent to (translated), or what WhatsApp answered when it failed. */
export function Reason({ recipient }: { recipient: Recipient }) {
  const { t } = useTranslation();
  const text = recipient.skip_reason ? t(`campaigns.skipReasons.${recipient.skip_reason}`) : recipient.reason;
  if (!text) return null;
  return (
    <Text
      size="xs"
      c={recipient.state === 'failed' ? 'red.7' : 'dimmed'}
      maw={240}
      data-testid="recipient-reason"
    >
      {text}
    </Text>
  );
}

export function RecipientRow({ recipient }: { recipient: Recipient }) {
  const formats = useFormats();
  const when = (value: string | null) => (
    <Text size="sm" c={value ? undefined : 'dimmed'}>
      {value ? formats.dateTime(value) : '—'}
    </Text>
  );
  return (
    <Table.Tr data-testid="recipient-row">
      <Table.Td>
        <Text size="sm" fw={600}>
          {recipient.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {recipient.phone}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <RecipientStateBadge state={recipient.state} />
          <Reason recipient={recipient} />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{recipient.device_name ?? '—'}</Text>
      </Table.Td>
      <Table.Td>{when(recipient.sent_at)}</Table.Td>
      <Table.Td>{when(recipient.delivered_at)}</Table.Td>
      <Table.Td>{when(recipient.read_at)}</Table.Td>
    </Table.Tr>
  );
}

import { Stack, Table, Text } from '@mantine/core';
import type { Recipient } from '@siar/shared';
import { useFormats } from '../../../app/format.ts';
import { Reason, RecipientName, RecipientPhone } from './RecipientCells.tsx';
import { RecipientStateBadge } from './RecipientStateBadge.tsx';

/** A recipient in the desktop table (RecipientCard at phone width). */
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
        <RecipientName recipient={recipient} />
      </Table.Td>
      <Table.Td>
        <RecipientPhone recipient={recipient} />
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

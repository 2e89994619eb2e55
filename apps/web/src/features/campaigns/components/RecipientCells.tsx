import { Text } from '@mantine/core';
import type { Recipient } from '@siar/shared';
import { useTranslation } from 'react-i18next';

// What a recipient shows in the list, the same on a phone's card as in the desktop table's row.

/** Their name. */
export function RecipientName({ recipient }: { recipient: Recipient }) {
  return (
    <Text size="sm" fw={600}>
      {recipient.name}
    </Text>
  );
}

/** Their number, in a fixed-width font. */
export function RecipientPhone({ recipient }: { recipient: Recipient }) {
  return (
    <Text size="sm" ff="monospace">
      {recipient.phone}
    </Text>
  );
}

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

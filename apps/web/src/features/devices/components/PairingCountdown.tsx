import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatSeconds } from '../hooks/use-seconds-left.ts';

type Props = {
  secondsLeft: number;
};

/** How long the QR or code on offer still works. */
export function PairingCountdown({ secondsLeft }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      <IconClock size={16} aria-hidden />
      <Text size="sm">{t('devices.pairing.expiresIn')}</Text>
      <Text size="sm" fw={700} ff="monospace" role="timer" aria-live="off" data-testid="pairing-countdown">
        {formatSeconds(secondsLeft)}
      </Text>
    </Group>
  );
}

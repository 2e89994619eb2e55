import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, msUntil } from '../checkout.ts';

type Props = {
  expiresAt: string;
  /** Called once when the time is up. */
  onExpired: () => void;
};

/** The time left to pay, ticking every second. */
export function Countdown({ expiresAt, onExpired }: Props) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = msUntil(expiresAt, now);
  const expiredRef = useRef(onExpired);
  expiredRef.current = onExpired;
  const done = left === 0;

  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [done]);

  useEffect(() => {
    if (done) expiredRef.current();
  }, [done]);

  return (
    <Group gap={6} wrap="nowrap">
      <IconClock size={18} aria-hidden />
      <Text size="sm">{t('billing.payment.timeLeft')}</Text>
      <Text fw={700} ff="monospace" role="timer" aria-live="off" data-testid="payment-countdown">
        {formatCountdown(left)}
      </Text>
    </Group>
  );
}

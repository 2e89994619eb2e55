import { Center, Paper, Stack, Text } from '@mantine/core';
import type { Device } from '@siar/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';
import { PairingCountdown } from './PairingCountdown.tsx';
import { SandboxPhoneLink } from './SandboxPhoneLink.tsx';

type Props = {
  device: Pick<Device, 'name' | 'engine'>;
  qr: string;
  expiresAt: string | null;
};

/**
 * The QR on offer, with its countdown. WhatsApp offers a new one every so often: it arrives with
 * the device's next answer and replaces this one in place. A code whose time ran out is faded
 * until then.
 */
export function PairingQr({ device, qr, expiresAt }: Props) {
  const { t } = useTranslation();
  const secondsLeft = useSecondsLeft(expiresAt);
  const spent = secondsLeft === 0;

  return (
    <Stack gap="sm">
      <Center>
        <Paper withBorder p="md" bg="white" style={{ opacity: spent ? 0.25 : 1 }}>
          <QRCodeSVG
            value={qr}
            size={232}
            level="M"
            marginSize={2}
            role="img"
            aria-label={t('devices.pairing.qrAlt', { name: device.name })}
            data-testid="pairing-qr"
            data-qr={qr}
          />
        </Paper>
      </Center>
      {secondsLeft !== null ? (
        spent ? (
          <Text size="sm" c="dimmed" ta="center">
            {t('devices.pairing.waitingNext')}
          </Text>
        ) : (
          <PairingCountdown secondsLeft={secondsLeft} />
        )
      ) : null}
      <Text size="sm">{t('devices.pairing.scanSteps')}</Text>
      {device.engine === 'sandbox' ? <SandboxPhoneLink href={qr} hint="devices.pairing.sandboxQr" /> : null}
    </Stack>
  );
}

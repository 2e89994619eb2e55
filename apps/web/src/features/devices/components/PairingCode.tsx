import { Code, Stack, Text } from '@mantine/core';
import type { Device } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths.ts';
import { formatPairingCode } from '../device-states.ts';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';
import { PairingCountdown } from './PairingCountdown.tsx';
import { SandboxPhoneLink } from './SandboxPhoneLink.tsx';

type Props = {
  device: Pick<Device, 'engine'>;
  code: string;
  expiresAt: string | null;
};

/** The 8-character code to type on the phone (pairing by phone number instead of a QR). */
export function PairingCode({ device, code, expiresAt }: Props) {
  const { t } = useTranslation();
  const secondsLeft = useSecondsLeft(expiresAt);

  return (
    <Stack gap="sm">
      <Code
        block
        ta="center"
        fz={32}
        fw={700}
        style={{ letterSpacing: '0.15em' }}
        data-testid="pairing-code"
        aria-label={t('devices.pairing.codeLabel')}
      >
        {formatPairingCode(code)}
      </Code>
      {secondsLeft ? <PairingCountdown secondsLeft={secondsLeft} /> : null}
      <Text size="sm">{t('devices.pairing.codeSteps')}</Text>
      {device.engine === 'sandbox' ? (
        <SandboxPhoneLink href={PATHS.sandbox.phone} hint="devices.pairing.sandboxCode" />
      ) : null}
    </Stack>
  );
}

import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import type { Device } from '@siar/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { canRetry } from '../device-states.ts';
import type { useRetryDevice } from '../hooks/use-device-mutations.ts';
import { PairingCode } from './PairingCode.tsx';
import { PairingEnded } from './PairingEnded.tsx';
import { PairingQr } from './PairingQr.tsx';

/** How long "Connected" stays up before the pairing view says it is done. */
export const CONNECTED_CLOSE_MS = 2000;

type Props = {
  /** The device as it pairs (the customer's read, or staff's for Scan QR). */
  query: UseQueryResult<Device>;
  /** "Connected" has been shown for a moment. */
  onConnected: () => void;
  /** Staff retry through their own path; the customer's by default. */
  retry?: ReturnType<typeof useRetryDevice>;
};

/**
 * One device while it pairs: its QR (replaced in place by each new one) or its pairing code, the
 * Retry once a round ran out, then "Connected". The customer's dialog and staff's Scan QR show it.
 */
export function PairingProgress({ query, onConnected, retry }: Props) {
  const { t } = useTranslation();
  const device = query.data;
  const connected = device?.state === 'connected';

  useEffect(() => {
    if (!connected) return;
    const timer = window.setTimeout(onConnected, CONNECTED_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [connected, onConnected]);

  return (
    <div data-testid="pairing-dialog" data-state={device?.state}>
      {device ? (
        <PairingStep device={device} retry={retry} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <Waiting text={t('common.loading')} />
      )}
    </div>
  );
}

function PairingStep({ device, retry }: { device: Device; retry: Props['retry'] }) {
  const { t } = useTranslation();
  if (device.state === 'connected') {
    return (
      <Alert color="green" icon={<IconCircleCheck size={20} />} title={t('devices.states.connected')}>
        {device.phone_number
          ? t('devices.pairing.connected', { phone: device.phone_number })
          : t('devices.pairing.connectedNoNumber')}
      </Alert>
    );
  }
  if (device.state === 'connecting') return <Waiting text={t('devices.pairing.connecting')} />;
  if (canRetry(device.state)) return <PairingEnded device={device} retry={retry} />;
  // Pairing: a QR or a code, once a gateway has taken the device up.
  const pairing = device.pairing;
  if (pairing?.code)
    return <PairingCode device={device} code={pairing.code} expiresAt={pairing.expires_at} />;
  if (pairing?.qr) return <PairingQr device={device} qr={pairing.qr} expiresAt={pairing.expires_at} />;
  return <Waiting text={t('devices.pairing.preparing')} />;
}

function Waiting({ text }: { text: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Loader />
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}

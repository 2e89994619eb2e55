import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import type { Device } from '@siar/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { PairingCode } from '../../devices/components/PairingCode.tsx';
import { CONNECTED_CLOSE_MS } from '../../devices/components/PairingDialog.tsx';
import { PairingEnded } from '../../devices/components/PairingEnded.tsx';
import { PairingQr } from '../../devices/components/PairingQr.tsx';
import { canRetry } from '../../devices/device-states.ts';
import { useRetryStaffDevice, useStaffDevice } from '../hooks/use-staff-device.ts';

type Props = {
  deviceId: string;
  /** "Connected" has been shown for a moment. */
  onConnected: () => void;
};

/**
 * Scan QR's second step: the customer's device as it pairs, in the customer's own pairing views
 * (QR or code with its countdown, Retry once it ran out, "Connected"), read through the staff API.
 */
export function StaffPairing({ deviceId, onConnected }: Props) {
  const { t } = useTranslation();
  const query = useStaffDevice(deviceId);
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
        <PairingView device={device} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <Waiting text={t('common.loading')} />
      )}
    </div>
  );
}

function PairingView({ device }: { device: Device }) {
  const { t } = useTranslation();
  const retry = useRetryStaffDevice();
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

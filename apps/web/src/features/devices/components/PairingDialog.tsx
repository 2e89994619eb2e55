import { Alert, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { Device } from '@siar/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { canRetry } from '../device-states.ts';
import { useDevice } from '../hooks/use-device.ts';
import { EngineBadge } from './EngineBadge.tsx';
import { PairingCode } from './PairingCode.tsx';
import { PairingEnded } from './PairingEnded.tsx';
import { PairingQr } from './PairingQr.tsx';

/** How long "Connected" stays up before the dialog closes by itself. */
export const CONNECTED_CLOSE_MS = 2000;

type Props = {
  /** The device to pair; null: closed. */
  deviceId: string | null;
  onClose: () => void;
};

/**
 * Follows one device while it pairs: its QR (replaced in place by each new one) or its pairing
 * code, then "Connected", and closes. Every live event about devices asks for the device again.
 */
export function PairingDialog({ deviceId, onClose }: Props) {
  const { t } = useTranslation();
  const query = useDevice(deviceId);
  const device = query.data;
  const connected = device?.state === 'connected';

  useEffect(() => {
    if (!connected) return;
    const timer = window.setTimeout(onClose, CONNECTED_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [connected, onClose]);

  return (
    <Modal
      opened={!!deviceId}
      onClose={onClose}
      centered
      title={
        <Group gap="xs">
          <Text fw={600}>{t('devices.pairing.title', { name: device?.name ?? '' })}</Text>
          {device ? <EngineBadge engine={device.engine} /> : null}
        </Group>
      }
    >
      <div data-testid="pairing-dialog" data-state={device?.state}>
        {device ? (
          <PairingBody device={device} />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : (
          <Waiting text={t('common.loading')} />
        )}
      </div>
    </Modal>
  );
}

function PairingBody({ device }: { device: Device }) {
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
  if (canRetry(device.state)) return <PairingEnded device={device} />;
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

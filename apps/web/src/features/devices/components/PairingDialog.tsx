import { Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDevice } from '../hooks/use-device.ts';
import { EngineBadge } from './EngineBadge.tsx';
import { PairingProgress } from './PairingProgress.tsx';

type Props = {
  /** The device to pair; null: closed. */
  deviceId: string | null;
  onClose: () => void;
};

/**
 * Follows one device of the customer while it pairs, and closes once it connected. Every live
 * event about devices asks for the device again.
 */
export function PairingDialog({ deviceId, onClose }: Props) {
  const { t } = useTranslation();
  const query = useDevice(deviceId);
  const device = query.data;

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
      <PairingProgress query={query} onConnected={onClose} />
    </Modal>
  );
}

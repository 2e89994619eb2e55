import { Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminSubscriptionRow, Device } from '@siar/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EngineBadge } from '../../devices/components/EngineBadge.tsx';
import { useLiveEvents } from '../../live/use-live-events.ts';
import { STAFF_LIVE_TOPIC_KEYS } from '../admin.query-keys.ts';
import { useInvalidateSubscriptions } from '../hooks/use-admin-subscriptions.ts';
import { ScanQrForm } from './ScanQrForm.tsx';
import { StaffPairing } from './StaffPairing.tsx';

type Props = {
  /** The row whose customer gets a device; null: closed. */
  subscription: AdminSubscriptionRow | null;
  onClose: () => void;
};

/**
 * Scan QR (subscriptions of status 2 and 3): staff add a device to the customer's account and pair
 * it there and then. The account's live events are heard while the dialog is open; on closing, the
 * list is asked again, since a paired device makes the subscription active.
 */
export function ScanQrModal({ subscription, onClose }: Props) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<Device | null>(null);
  const refreshList = useInvalidateSubscriptions();
  const account = subscription?.account_dict ?? null;
  // The customer's events on the app's live channel (no socket otherwise in the admin panel).
  useLiveEvents({ accountId: account?.account_id ?? null, topicKeys: STAFF_LIVE_TOPIC_KEYS });

  const close = useCallback(() => {
    setDevice(null);
    onClose();
    void refreshList();
  }, [onClose, refreshList]);

  return (
    <Modal
      opened={!!subscription}
      onClose={close}
      centered
      title={
        device ? (
          <Group gap="xs">
            <Text fw={600}>{t('devices.pairing.title', { name: device.name })}</Text>
            <EngineBadge engine={device.engine} />
          </Group>
        ) : (
          <Text fw={600}>{t('admin.scanQr.title')}</Text>
        )
      }
    >
      {account ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed" data-testid="scan-qr-customer">
            {t('admin.scanQr.forCustomer', { name: account.name })}
          </Text>
          {device ? (
            <StaffPairing deviceId={device.id} onConnected={close} />
          ) : (
            <ScanQrForm accountId={account.account_id} onAdded={setDevice} onCancel={close} />
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}

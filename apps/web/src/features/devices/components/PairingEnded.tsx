import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Device } from '@siar/shared';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { retryLabelKey, STATE_COLORS } from '../device-states.ts';
import { useRetryDevice } from '../hooks/use-device-mutations.ts';

type Props = {
  device: Pick<Device, 'id' | 'state' | 'state_reason'>;
  /** Staff pairing for a customer (Scan QR) retry through their own path; the customer's by default. */
  retry?: ReturnType<typeof useRetryDevice>;
};

/**
 * Pairing stopped: the QR ran out unscanned ('QR expired'), or the device was logged out, banned or
 * replaced. Retry asks for a new round, which the dialog then shows.
 */
export function PairingEnded({ device, retry: given }: Props) {
  const { t } = useTranslation();
  const own = useRetryDevice();
  const retry = given ?? own;
  const expired = device.state === 'qr_expired';

  async function startAgain() {
    try {
      await retry.mutateAsync(device.id);
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'devices.retry.failed') });
    }
  }

  return (
    <Stack gap="md">
      <Alert
        color={STATE_COLORS[device.state]}
        icon={<IconAlertTriangle size={20} />}
        title={expired ? t('devices.pairing.qrExpired') : t(`devices.states.${device.state}`)}
      >
        <Text size="sm">
          {expired
            ? t('devices.pairing.qrExpiredHint')
            : (device.state_reason ?? t('devices.pairing.endedHint'))}
        </Text>
      </Alert>
      <Button
        leftSection={<IconRefresh size={16} />}
        onClick={() => void startAgain()}
        loading={retry.isPending}
      >
        {t(retryLabelKey(device.state))}
      </Button>
    </Stack>
  );
}

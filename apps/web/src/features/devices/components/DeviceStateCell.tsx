import { Button, Stack } from '@mantine/core';
import type { Device } from '@siar/shared';
import { IconQrcode, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canRetry, isPairing, retryLabelKey } from '../device-states.ts';
import { DeviceStateBadge } from './DeviceStateBadge.tsx';
import { NewChatLimits } from './NewChatLimits.tsx';

type Props = {
  device: Device;
  onShowPairing: (device: Device) => void;
  onRetry: (device: Device) => void;
};

/** A device's state, with the one thing to do about it now: show the pairing, or try again. */
export function DeviceStateCell({ device, onShowPairing, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} align="flex-start">
      <DeviceStateBadge device={device} />
      <NewChatLimits device={device} />
      {isPairing(device) ? (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconQrcode size={14} />}
          onClick={() => onShowPairing(device)}
        >
          {t(device.pairing?.code ? 'devices.actions.showCode' : 'devices.actions.showQr')}
        </Button>
      ) : canRetry(device.state) ? (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          onClick={() => onRetry(device)}
        >
          {t(retryLabelKey(device.state))}
        </Button>
      ) : null}
    </Stack>
  );
}

import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Device } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useUpdateDevice } from '../hooks/use-device-mutations.ts';

type Props = {
  device: Pick<Device, 'id' | 'name' | 'paused'>;
};

/** Pauses a device (nothing is sent through it) or resumes it, in one click. */
export function PausedSwitch({ device }: Props) {
  const { t } = useTranslation();
  const update = useUpdateDevice();

  async function toggle(paused: boolean) {
    try {
      await update.mutateAsync({ deviceId: device.id, patch: { paused } });
      notifications.show({
        color: 'teal',
        message: t(paused ? 'devices.pause.paused' : 'devices.pause.resumed', { name: device.name }),
      });
    } catch {
      // The spec's own words for a failed pause; resuming says what it failed to do.
      notifications.show({
        color: 'red',
        message: t(paused ? 'devices.pause.failed' : 'devices.pause.resumeFailed'),
      });
    }
  }

  return (
    <Switch
      // While the change is on its way the switch shows where it is going.
      checked={update.isPending ? !!update.variables.patch.paused : device.paused}
      disabled={update.isPending}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      aria-label={t('devices.actions.pause', { name: device.name })}
      color="orange"
      data-testid="device-paused"
    />
  );
}

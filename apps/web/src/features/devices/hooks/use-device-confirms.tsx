import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Device } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useForceDeleteDevice, useLogOutDevice } from './use-device-mutations.ts';

/** The row actions that cannot be undone, each behind a confirmation. */
export function useDeviceConfirms() {
  const { t } = useTranslation();
  const logOut = useLogOutDevice();
  const forceDelete = useForceDeleteDevice();

  function askLogOut(device: Pick<Device, 'id' | 'name'>) {
    modals.openConfirmModal({
      title: t('devices.logOut.title', { name: device.name }),
      children: <Text size="sm">{t('devices.logOut.question')}</Text>,
      labels: { confirm: t('devices.logOut.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await logOut.mutateAsync(device.id);
          notifications.show({ color: 'teal', message: t('devices.logOut.done', { name: device.name }) });
        } catch (error) {
          notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'devices.logOut.failed') });
        }
      },
    });
  }

  function askForceDelete(device: Pick<Device, 'id' | 'name'>) {
    modals.openConfirmModal({
      title: t('devices.forceDelete.title', { name: device.name }),
      children: (
        <Stack gap="xs">
          <Text size="sm" c="red" fw={600}>
            {t('devices.forceDelete.warning')}
          </Text>
          <Text size="sm">{t('devices.forceDelete.detail')}</Text>
        </Stack>
      ),
      labels: { confirm: t('devices.forceDelete.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await forceDelete.mutateAsync(device.id);
          notifications.show({ color: 'teal', message: t('devices.forceDelete.done') });
        } catch (error) {
          notifications.show({
            color: 'red',
            message: apiErrorMessage(t, error, 'devices.forceDelete.failed'),
          });
        }
      },
    });
  }

  return { askLogOut, askForceDelete };
}

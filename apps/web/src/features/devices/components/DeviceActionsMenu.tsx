import { ActionIcon, Menu } from '@mantine/core';
import type { Device } from '@siar/shared';
import { IconDots, IconLogout, IconPencil, IconQrcode, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canRetry, isPairing, retryLabelKey } from '../device-states.ts';
import { useDeviceConfirms } from '../hooks/use-device-confirms.tsx';

type Props = {
  device: Device;
  /** Opens the pairing dialog on this device. */
  onShowPairing: (device: Device) => void;
  /** Starts pairing (or connecting) again from a final state. */
  onRetry: (device: Device) => void;
  onRename: (device: Device) => void;
};

/** A row's actions: what fits the device's state, then rename, log out and force delete. */
export function DeviceActionsMenu({ device, onShowPairing, onRetry, onRename }: Props) {
  const { t } = useTranslation();
  const { askLogOut, askForceDelete } = useDeviceConfirms();

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('devices.actions.menu', { name: device.name })}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {isPairing(device) ? (
          <Menu.Item leftSection={<IconQrcode size={16} />} onClick={() => onShowPairing(device)}>
            {t(device.pairing?.code ? 'devices.actions.showCode' : 'devices.actions.showQr')}
          </Menu.Item>
        ) : null}
        {canRetry(device.state) ? (
          <Menu.Item leftSection={<IconRefresh size={16} />} onClick={() => onRetry(device)}>
            {t(retryLabelKey(device.state))}
          </Menu.Item>
        ) : null}
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onRename(device)}>
          {t('devices.actions.rename')}
        </Menu.Item>
        {device.state !== 'logged_out' ? (
          <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => askLogOut(device)}>
            {t('devices.actions.logOut')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => askForceDelete(device)}>
          {t('devices.actions.forceDelete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

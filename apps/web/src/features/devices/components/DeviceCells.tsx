import { Group, type GroupProps, Text } from '@mantine/core';
import type { Device, DeviceHealth } from '@siar/shared';
import { DeviceActionsMenu } from './DeviceActionsMenu.tsx';
import { SandboxFaultMenu } from './SandboxFaultMenu.tsx';

// What a device shows in the list, the same on a phone's card as in the desktop table's row.

/** What the list does with a device: show its pairing, retry it, rename it. */
export type DeviceItemProps = {
  device: Device;
  /** Its health, once scored. */
  health?: DeviceHealth;
  onShowPairing: (device: Device) => void;
  onRetry: (device: Device) => void;
  onRename: (device: Device) => void;
};

/** How tests and the journeys find a device's card or row, and read its state. */
export function deviceItemAttributes(device: Device) {
  return { 'data-testid': 'device-row', 'data-device-id': device.id, 'data-state': device.state };
}

/** Its name. */
export function DeviceName({ device }: { device: Device }) {
  return (
    <Text size="sm" fw={600}>
      {device.name}
    </Text>
  );
}

/** Its menus: a sandbox device's faults to play, and the actions. */
export function DeviceActions({
  device,
  health: _health,
  onShowPairing,
  onRetry,
  onRename,
  ...group
}: DeviceItemProps & GroupProps) {
  return (
    <Group gap={4} wrap="nowrap" {...group}>
      {device.engine === 'sandbox' ? <SandboxFaultMenu device={device} /> : null}
      <DeviceActionsMenu
        device={device}
        onShowPairing={onShowPairing}
        onRetry={onRetry}
        onRename={onRename}
      />
    </Group>
  );
}

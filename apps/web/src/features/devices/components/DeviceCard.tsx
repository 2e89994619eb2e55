import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Device } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { DeviceActionsMenu } from './DeviceActionsMenu.tsx';
import { DeviceNumber } from './DeviceNumber.tsx';
import { DeviceStateCell } from './DeviceStateCell.tsx';
import { EngineBadge } from './EngineBadge.tsx';
import { InUseBadge } from './InUseBadge.tsx';
import { PausedSwitch } from './PausedSwitch.tsx';
import { SandboxFaultMenu } from './SandboxFaultMenu.tsx';

type Props = {
  device: Device;
  onShowPairing: (device: Device) => void;
  onRetry: (device: Device) => void;
  onRename: (device: Device) => void;
};

/** A device on a phone: the table row's name, number and state first, its switches below. */
export function DeviceCard({ device, onShowPairing, onRetry, onRename }: Props) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="sm"
      role="listitem"
      data-testid="device-row"
      data-device-id={device.id}
      data-state={device.state}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text size="sm" fw={600}>
              {device.name}
            </Text>
            <DeviceNumber device={device} />
          </Stack>
          <Group gap={4} wrap="nowrap">
            {device.engine === 'sandbox' ? <SandboxFaultMenu device={device} /> : null}
            <DeviceActionsMenu
              device={device}
              onShowPairing={onShowPairing}
              onRetry={onRetry}
              onRename={onRename}
            />
          </Group>
        </Group>
        <DeviceStateCell device={device} onShowPairing={onShowPairing} onRetry={onRetry} />
        <Group gap="sm" justify="space-between">
          <Group gap="xs">
            <EngineBadge engine={device.engine} />
            <InUseBadge inUse={device.in_use} />
          </Group>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('devices.table.paused')}
            </Text>
            <PausedSwitch device={device} />
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

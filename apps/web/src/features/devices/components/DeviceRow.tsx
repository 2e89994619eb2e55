import { Group, Table, Text } from '@mantine/core';
import type { Device } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
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

/** One device: who it is, how it stands, what it did today, and what can be done with it. */
export function DeviceRow({ device, onShowPairing, onRetry, onRename }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <Table.Tr data-testid="device-row" data-device-id={device.id} data-state={device.state}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {device.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <DeviceNumber device={device} />
      </Table.Td>
      <Table.Td>
        <EngineBadge engine={device.engine} />
      </Table.Td>
      <Table.Td>
        <DeviceStateCell device={device} onShowPairing={onShowPairing} onRetry={onRetry} />
      </Table.Td>
      <Table.Td>
        <InUseBadge inUse={device.in_use} />
      </Table.Td>
      <Table.Td>
        <PausedSwitch device={device} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={device.last_seen_at ? undefined : 'dimmed'}>
          {device.last_seen_at ? formats.dateTime(device.last_seen_at) : t('devices.table.never')}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" data-testid="device-sent-today">
          {formats.number(device.sent_today)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {device.engine === 'sandbox' ? <SandboxFaultMenu device={device} /> : null}
          <DeviceActionsMenu
            device={device}
            onShowPairing={onShowPairing}
            onRetry={onRetry}
            onRename={onRename}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { HealthCell } from '../../device-health/components/HealthCell.tsx';
import { DeviceActions, type DeviceItemProps, DeviceName, deviceItemAttributes } from './DeviceCells.tsx';
import { DeviceNumber } from './DeviceNumber.tsx';
import { DeviceStateCell } from './DeviceStateCell.tsx';
import { EngineBadge } from './EngineBadge.tsx';
import { InUseBadge } from './InUseBadge.tsx';
import { PausedSwitch } from './PausedSwitch.tsx';

/** One device: who it is, how it stands, what it did today, and what can be done with it. */
export function DeviceRow(props: DeviceItemProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { device, onShowPairing, onRetry } = props;
  return (
    <Table.Tr {...deviceItemAttributes(device)}>
      <Table.Td>
        <DeviceName device={device} />
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
        <HealthCell health={props.health} />
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
        <DeviceActions {...props} justify="flex-end" />
      </Table.Td>
    </Table.Tr>
  );
}

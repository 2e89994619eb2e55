import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HealthCell } from '../../device-health/components/HealthCell.tsx';
import { DeviceActions, type DeviceItemProps, DeviceName, deviceItemAttributes } from './DeviceCells.tsx';
import { DeviceNumber } from './DeviceNumber.tsx';
import { DeviceStateCell } from './DeviceStateCell.tsx';
import { EngineBadge } from './EngineBadge.tsx';
import { InUseBadge } from './InUseBadge.tsx';
import { PausedSwitch } from './PausedSwitch.tsx';

/** A device on a phone: the table row's name, number and state first, its switches below. */
export function DeviceCard(props: DeviceItemProps) {
  const { t } = useTranslation();
  const { device, onShowPairing, onRetry } = props;
  return (
    <Paper withBorder p="sm" role="listitem" {...deviceItemAttributes(device)}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <DeviceName device={device} />
            <DeviceNumber device={device} />
          </Stack>
          <DeviceActions {...props} />
        </Group>
        <DeviceStateCell device={device} onShowPairing={onShowPairing} onRetry={onRetry} />
        <HealthCell health={props.health} />
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

import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { Device } from '@siar/shared';
import { IconQrcode, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { canRetry, isPairing, retryLabelKey } from '../device-states.ts';
import { DeviceActionsMenu } from './DeviceActionsMenu.tsx';
import { DeviceStateBadge } from './DeviceStateBadge.tsx';
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
        {device.phone_number ? (
          <Stack gap={0}>
            <Text size="sm" ff="monospace" data-testid="device-number">
              {device.phone_number}
            </Text>
            {device.push_name ? (
              <Text size="xs" c="dimmed">
                {device.push_name}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('devices.table.noNumber')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <EngineBadge engine={device.engine} />
      </Table.Td>
      <Table.Td>
        <Stack gap={6} align="flex-start">
          <DeviceStateBadge device={device} />
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

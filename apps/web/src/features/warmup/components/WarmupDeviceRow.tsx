import { Badge, Checkbox, Stack, Table, Text } from '@mantine/core';
import type { DeviceState, EngineId, WarmupAnswer } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { WHOLE_LABEL } from '../../devices/components/badge-styles.ts';
import { DeviceStateBadge } from '../../devices/components/DeviceStateBadge.tsx';
import { EngineBadge } from '../../devices/components/EngineBadge.tsx';
import { InUseBadge } from '../../devices/components/InUseBadge.tsx';
import { unavailableReason } from '../device-choice.ts';

type Props = {
  device: WarmupAnswer['devices'][number];
  /** A run is going: the choice is the run's and cannot change. */
  running: boolean;
  chosen: boolean;
  onToggle: (deviceId: string, on: boolean) => void;
};

const NONE = '–';

/** One device: whether it takes part (and why it cannot), how it stands, and what it wrote last. */
export function WarmupDeviceRow({ device, running, chosen, onToggle }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const reason = unavailableReason(device);
  const dash = (label: string) => (
    <Text size="sm" c="dimmed" aria-label={label}>
      {NONE}
    </Text>
  );

  return (
    <Table.Tr data-testid="warmup-device-row" data-device-id={device.device_id}>
      <Table.Td>
        <Checkbox
          checked={running ? device.taking_part : chosen}
          disabled={running || !!reason}
          onChange={(event) => onToggle(device.device_id, event.currentTarget.checked)}
          aria-label={t('warmup.devices.choose', { name: device.name })}
          description={!running && reason ? t(reason) : undefined}
          maw={180}
          data-testid="warmup-device-choice"
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {device.name}
        </Text>
      </Table.Td>
      <Table.Td>
        {device.phone_number ? (
          <Text size="sm" ff="monospace">
            {device.phone_number}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('devices.table.noNumber')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <EngineBadge engine={device.engine as EngineId} />
      </Table.Td>
      <Table.Td>
        <DeviceStateBadge device={{ state: device.state as DeviceState, state_reason: null }} />
      </Table.Td>
      <Table.Td>
        <InUseBadge inUse={device.in_use} />
      </Table.Td>
      <Table.Td>
        {device.paused ? (
          <Badge color="orange" variant="light" styles={WHOLE_LABEL}>
            {t('devices.table.paused')}
          </Badge>
        ) : (
          dash(NONE)
        )}
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" data-testid="warmup-device-sent">
          {formats.number(device.messages_sent)}
        </Text>
      </Table.Td>
      <Table.Td>
        {device.last_message ? (
          <Stack gap={2} maw={260}>
            <Text size="sm" lineClamp={2}>
              {device.last_message}
            </Text>
            {device.last_message_at ? (
              <Text size="xs" c="dimmed">
                {formats.dateTime(device.last_message_at)}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('warmup.devices.noMessage')}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

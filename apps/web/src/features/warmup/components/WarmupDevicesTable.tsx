import { Anchor, EmptyState, Paper, Table } from '@mantine/core';
import type { WarmupAnswer } from '@siar/shared';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { WarmupDeviceRow } from './WarmupDeviceRow.tsx';

type Props = {
  devices: WarmupAnswer['devices'];
  running: boolean;
  chosen: readonly string[];
  onToggle: (deviceId: string, on: boolean) => void;
  fetching: boolean;
};

const COLUMNS = 9;

/** Every device of the account, the ones taking part ticked; a phone scrolls it sideways. */
export function WarmupDevicesTable({ devices, running, chosen, onToggle, fetching }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={1040}>
        <Table
          verticalSpacing="sm"
          highlightOnHover
          aria-label={t('warmup.devices.label')}
          aria-busy={fetching}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('warmup.devices.takingPart')}</Table.Th>
              <Table.Th>{t('devices.table.name')}</Table.Th>
              <Table.Th>{t('devices.table.number')}</Table.Th>
              <Table.Th>{t('devices.table.engine')}</Table.Th>
              <Table.Th>{t('devices.table.state')}</Table.Th>
              <Table.Th>{t('devices.table.inUse')}</Table.Th>
              <Table.Th>{t('devices.table.paused')}</Table.Th>
              <Table.Th ta="right">{t('warmup.devices.messagesSent')}</Table.Th>
              <Table.Th>{t('warmup.devices.lastMessage')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {devices.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={COLUMNS}>
                  <EmptyState
                    py="xl"
                    icon={<IconDeviceMobile size={28} />}
                    withIndicatorBackground
                    title={t('warmup.devices.empty')}
                    description={t('warmup.devices.emptyHint')}
                    data-testid="warmup-devices-empty"
                  >
                    <Anchor component={Link} to={PATHS.cpanel.devices} size="sm">
                      {t('warmup.devices.goToDevices')}
                    </Anchor>
                  </EmptyState>
                </Table.Td>
              </Table.Tr>
            ) : (
              devices.map((device) => (
                <WarmupDeviceRow
                  key={device.device_id}
                  device={device}
                  running={running}
                  chosen={chosen.includes(device.device_id)}
                  onToggle={onToggle}
                />
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

import { Group, Table, Text } from '@mantine/core';
import type { DashboardStats } from '@siar/shared';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { DeviceStateBadge } from '../../devices/components/DeviceStateBadge.tsx';
import { DashboardPanel } from './DashboardPanel.tsx';
import { Figure } from './Figure.tsx';

type Props = {
  info: DashboardStats['devices_info'] | undefined;
  loading: boolean;
};

/** Connected and disconnected devices, and what each sent today. */
export function DevicesInfoPanel({ info, loading }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <DashboardPanel
      title={t('dashboard.devices.title')}
      icon={<IconDeviceMobile size={20} />}
      loading={loading}
      testId="dashboard-devices"
    >
      <Group gap="xl">
        <Figure
          label={t('dashboard.devices.connected')}
          value={info?.connected ?? 0}
          color="green.7"
          testId="devices-connected"
        />
        <Figure
          label={t('dashboard.devices.disconnected')}
          value={info?.disconnected ?? 0}
          color="orange.7"
          testId="devices-disconnected"
        />
      </Group>
      {info?.devices.length ? (
        <Table verticalSpacing={6} horizontalSpacing="xs" aria-label={t('dashboard.devices.sentToday')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.devices.device')}</Table.Th>
              <Table.Th>{t('dashboard.devices.state')}</Table.Th>
              <Table.Th ta="right">{t('dashboard.devices.sentToday')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {info.devices.map((device) => (
              <Table.Tr key={device.id} data-testid="dashboard-device">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {device.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <DeviceStateBadge device={{ state: device.state, state_reason: null }} />
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{formats.number(device.sent_today)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          {t('dashboard.devices.none')}
        </Text>
      )}
    </DashboardPanel>
  );
}

import { EmptyState, Paper, Table } from '@mantine/core';
import type { Device, DeviceHealth, Paginated } from '@siar/shared';
import { IconDeviceMobile } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '../../../app/use-phone-layout.ts';
import { CardList } from '../../../components/CardList.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { TableRows } from '../../../components/TableRows.tsx';
import { DeviceCard } from './DeviceCard.tsx';
import { DeviceRow } from './DeviceRow.tsx';

type Props = {
  query: UseQueryResult<Paginated<Device>>;
  /** The devices' health by id (a device not scored yet has none). */
  healthById: Map<string, DeviceHealth>;
  onShowPairing: (device: Device) => void;
  onRetry: (device: Device) => void;
  onRename: (device: Device) => void;
};

const COLUMNS = 10;

/** The account's devices: loading, the failure with a way to retry, the empty table, the rows. */
export function DevicesTable({ query, healthById, onShowPairing, onRetry, onRename }: Props) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} />;

  const empty = (
    <EmptyState
      py="xl"
      icon={<IconDeviceMobile size={28} />}
      withIndicatorBackground
      title={t('devices.table.empty')}
      description={t('devices.table.emptyHint')}
      data-testid="devices-empty"
    />
  );
  const actions = { onShowPairing, onRetry, onRename };
  // On a phone the state would sit behind horizontal scrolling: each device is a card instead.
  if (phone)
    return (
      <CardList
        label={t('devices.table.label')}
        pending={query.isPending}
        rows={query.data?.results}
        empty={<Paper withBorder>{empty}</Paper>}
        renderCard={(device) => (
          <DeviceCard key={device.id} device={device} health={healthById.get(device.id)} {...actions} />
        )}
      />
    );

  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={1040}>
        <Table
          verticalSpacing="sm"
          highlightOnHover
          aria-label={t('devices.table.label')}
          aria-busy={query.isFetching}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('devices.table.name')}</Table.Th>
              <Table.Th>{t('devices.table.number')}</Table.Th>
              <Table.Th>{t('devices.table.engine')}</Table.Th>
              <Table.Th miw={170}>{t('devices.table.state')}</Table.Th>
              <Table.Th miw={150}>{t('deviceHealth.column')}</Table.Th>
              <Table.Th>{t('devices.table.inUse')}</Table.Th>
              <Table.Th>{t('devices.table.paused')}</Table.Th>
              <Table.Th>{t('devices.table.lastSeen')}</Table.Th>
              <Table.Th ta="right">{t('devices.table.sentToday')}</Table.Th>
              <Table.Th ta="right">{t('devices.table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableRows
              pending={query.isPending}
              rows={query.data?.results}
              columns={COLUMNS}
              empty={empty}
              renderRow={(device) => (
                <DeviceRow key={device.id} device={device} health={healthById.get(device.id)} {...actions} />
              )}
            />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

import { Table } from '@mantine/core';
import type { AdminSubscriptionRow } from '@siar/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { AddSubscriptionButton, AddSubscriptionReason } from '../components/AddSubscriptionButton.tsx';
import { AddSubscriptionModal } from '../components/AddSubscriptionModal.tsx';
import { AdminList } from '../components/AdminList.tsx';
import { EditSubscriptionModal } from '../components/EditSubscriptionModal.tsx';
import { ScanQrModal } from '../components/ScanQrModal.tsx';
import { SubscriptionRow } from '../components/SubscriptionRow.tsx';
import { useAddSubscriptionRoom } from '../hooks/use-add-subscription-room.ts';
import { useAdminSubscriptions } from '../hooks/use-admin-subscriptions.ts';
import { useForceDeleteConfirm } from '../hooks/use-force-delete-confirm.tsx';
import { useListParams } from '../hooks/use-list-params.ts';

/**
 * /apanel/customer/subscriptions: every customer's subscription, with Scan QR, Edit, Force delete
 * and Add.
 */
export function CustomerSubscriptionsPage() {
  const { t } = useTranslation();
  const { params, setPage, setSearch } = useListParams();
  const query = useAdminSubscriptions(params);
  const askForceDelete = useForceDeleteConfirm();
  const [editing, setEditing] = useState<AdminSubscriptionRow | null>(null);
  const [adding, setAdding] = useState(false);
  const room = useAddSubscriptionRoom();
  const [scanning, setScanning] = useState<AdminSubscriptionRow | null>(null);
  // Stable, so that the pairing dialog's close timer is not restarted by each list refetch.
  const stopScanning = useCallback(() => setScanning(null), []);

  return (
    <PageFrame>
      <AdminList
        label={t('admin.subscriptions.tableLabel')}
        query={query}
        params={params}
        onPage={setPage}
        onSearch={setSearch}
        searchPlaceholder={t('admin.subscriptions.searchPlaceholder')}
        toolbar={<AddSubscriptionButton room={room} onClick={() => setAdding(true)} />}
        toolbarNote={<AddSubscriptionReason room={room} />}
        columns={6}
        head={
          <Table.Tr>
            <Table.Th>{t('admin.columns.customer')}</Table.Th>
            <Table.Th>{t('admin.columns.plan')}</Table.Th>
            <Table.Th miw={180}>{t('admin.columns.status')}</Table.Th>
            <Table.Th>{t('admin.columns.started')}</Table.Th>
            <Table.Th>{t('admin.columns.ends')}</Table.Th>
            <Table.Th ta="right">{t('admin.columns.actions')}</Table.Th>
          </Table.Tr>
        }
        renderRow={(row) => (
          <SubscriptionRow
            key={row.subscription_id}
            row={row}
            onScanQr={setScanning}
            onEdit={setEditing}
            onForceDelete={askForceDelete}
          />
        )}
      />
      <EditSubscriptionModal subscription={editing} onClose={() => setEditing(null)} />
      <AddSubscriptionModal opened={adding} onClose={() => setAdding(false)} />
      <ScanQrModal subscription={scanning} onClose={stopScanning} />
    </PageFrame>
  );
}

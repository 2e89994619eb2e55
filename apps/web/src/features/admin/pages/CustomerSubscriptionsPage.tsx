import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type AdminSubscriptionRow, PLANS, SUBSCRIPTION_STATUS } from '@siar/shared';
import { IconPencil, IconQrcode, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { SubscriptionStatusBadge } from '../../billing/components/StatusBadge.tsx';
import { formatDate } from '../../billing/format.ts';
import { AddSubscriptionButton, AddSubscriptionReason } from '../components/AddSubscriptionButton.tsx';
import { AddSubscriptionModal } from '../components/AddSubscriptionModal.tsx';
import classes from '../components/AdminList.module.css';
import { AdminList } from '../components/AdminList.tsx';
import { CustomerCell } from '../components/CustomerCell.tsx';
import { EditSubscriptionModal } from '../components/EditSubscriptionModal.tsx';
import { RowAction } from '../components/RowAction.tsx';
import { ScanQrModal } from '../components/ScanQrModal.tsx';
import { useAddSubscriptionRoom } from '../hooks/use-add-subscription-room.ts';
import { useAdminSubscriptions, useForceDeleteSubscription } from '../hooks/use-admin-subscriptions.ts';
import { useListParams } from '../hooks/use-list-params.ts';

const { ended: ENDED, awaitingDevice, deviceDisconnected } = SUBSCRIPTION_STATUS;

/** A number can be paired for the customer while the subscription waits for one or lost it. */
const canScanQr = (row: AdminSubscriptionRow) =>
  row.status === awaitingDevice || row.status === deviceDisconnected;

/**
 * /apanel/customer/subscriptions: every customer's subscription, with Scan QR, Edit, Force delete
 * and Add.
 */
export function CustomerSubscriptionsPage() {
  const { t, i18n } = useTranslation();
  const { params, setPage, setSearch } = useListParams();
  const query = useAdminSubscriptions(params);
  const forceDelete = useForceDeleteSubscription();
  const [editing, setEditing] = useState<AdminSubscriptionRow | null>(null);
  const [adding, setAdding] = useState(false);
  const room = useAddSubscriptionRoom();
  const [scanning, setScanning] = useState<AdminSubscriptionRow | null>(null);
  // Stable, so that the pairing dialog's close timer is not restarted by each list refetch.
  const stopScanning = useCallback(() => setScanning(null), []);
  const language = i18n.resolvedLanguage;

  function askForceDelete(row: AdminSubscriptionRow) {
    modals.openConfirmModal({
      title: t('admin.subscriptions.forceDelete'),
      children: (
        <Stack gap="xs">
          <Text size="sm" c="red" fw={600}>
            {t('admin.subscriptions.forceDeleteWarning')}
          </Text>
          <Text size="sm">{t('admin.subscriptions.forceDeleteOf', { name: row.account_dict.name })}</Text>
        </Stack>
      ),
      labels: { confirm: t('admin.subscriptions.forceDeleteConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await forceDelete.mutateAsync(row.subscription_id);
          notifications.show({ color: 'teal', message: t('admin.subscriptions.deleted') });
        } catch (error) {
          notifications.show({
            color: 'red',
            message: apiErrorMessage(t, error, 'admin.subscriptions.deleteFailed'),
          });
        }
      },
    });
  }

  const planName = (id: string | null) => PLANS.find((p) => p.id === id)?.name ?? id ?? '';

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
          <Table.Tr key={row.subscription_id} className={classes.row} data-testid="subscription-row">
            <Table.Td>
              <CustomerCell account={row.account_dict} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={600}>
                {planName(row.plan_id)}
              </Text>
              <Group gap={4}>
                <Text size="xs" c="dimmed">
                  {t(`pricing.cycle.${row.billing_cycle}`, { defaultValue: row.billing_cycle })}
                </Text>
                {row.is_trial ? (
                  <Badge size="xs" color="blue" variant="light">
                    {t('billing.active.trial')}
                  </Badge>
                ) : null}
              </Group>
              {row.next_plan_id && row.next_plan_starts_at ? (
                <Text size="xs" c="dimmed">
                  {t('admin.subscriptions.nextPlan', {
                    plan: planName(row.next_plan_id),
                    date: formatDate(row.next_plan_starts_at, language),
                  })}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <SubscriptionStatusBadge status={row.status} fallback={row.status_display} />
                {row.cancel_at_period_end ? (
                  <Text size="xs" c="dimmed">
                    {t('admin.subscriptions.cancelsAtEnd')}
                  </Text>
                ) : null}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDate(row.start_date, language)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" data-testid="subscription-end">
                {formatDate(row.end_date, language)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={6} justify="flex-end" wrap="nowrap" className={classes.actions}>
                {canScanQr(row) ? (
                  <RowAction
                    label={t('admin.subscriptions.scanQr')}
                    color="teal"
                    onClick={() => setScanning(row)}
                  >
                    <IconQrcode size={16} />
                  </RowAction>
                ) : null}
                {row.status !== ENDED ? (
                  <RowAction label={t('admin.subscriptions.edit')} onClick={() => setEditing(row)}>
                    <IconPencil size={16} />
                  </RowAction>
                ) : (
                  <RowAction
                    label={t('admin.subscriptions.forceDelete')}
                    color="red"
                    onClick={() => askForceDelete(row)}
                  >
                    <IconTrash size={16} />
                  </RowAction>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <EditSubscriptionModal subscription={editing} onClose={() => setEditing(null)} />
      <AddSubscriptionModal opened={adding} onClose={() => setAdding(false)} />
      <ScanQrModal subscription={scanning} onClose={stopScanning} />
    </PageFrame>
  );
}

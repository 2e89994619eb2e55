import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { type AdminSubscriptionRow, PLANS, SUBSCRIPTION_STATUS } from '@siar/shared';
import { IconPencil, IconQrcode, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SubscriptionStatusBadge } from '../../billing/components/StatusBadge.tsx';
import { formatDate } from '../../billing/format.ts';
import classes from './AdminList.module.css';
import { CustomerCell } from './CustomerCell.tsx';
import { RowAction } from './RowAction.tsx';

const { ended: ENDED, awaitingDevice, deviceDisconnected } = SUBSCRIPTION_STATUS;

/** A number can be paired for the customer while the subscription waits for one or lost it. */
const canScanQr = (row: AdminSubscriptionRow) =>
  row.status === awaitingDevice || row.status === deviceDisconnected;

const planName = (id: string | null) => PLANS.find((p) => p.id === id)?.name ?? id ?? '';

type Props = {
  row: AdminSubscriptionRow;
  onScanQr: (row: AdminSubscriptionRow) => void;
  onEdit: (row: AdminSubscriptionRow) => void;
  onForceDelete: (row: AdminSubscriptionRow) => void;
};

/** A customer's subscription in the staff's list: Scan QR, Edit, or (once ended) Force delete. */
export function SubscriptionRow({ row, onScanQr, onEdit, onForceDelete }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return (
    <Table.Tr className={classes.row} data-testid="subscription-row">
      <Table.Td>
        <CustomerCell account={row.account_dict} />
      </Table.Td>
      <SubscriptionPlanCell row={row} />
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
            <RowAction label={t('admin.subscriptions.scanQr')} color="teal" onClick={() => onScanQr(row)}>
              <IconQrcode size={16} />
            </RowAction>
          ) : null}
          {row.status !== ENDED ? (
            <RowAction label={t('admin.subscriptions.edit')} onClick={() => onEdit(row)}>
              <IconPencil size={16} />
            </RowAction>
          ) : (
            <RowAction
              label={t('admin.subscriptions.forceDelete')}
              color="red"
              onClick={() => onForceDelete(row)}
            >
              <IconTrash size={16} />
            </RowAction>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The plan and its cycle (a trial says so), and the plan that follows it, from when. */
function SubscriptionPlanCell({ row }: { row: AdminSubscriptionRow }) {
  const { t, i18n } = useTranslation();
  return (
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
            date: formatDate(row.next_plan_starts_at, i18n.resolvedLanguage),
          })}
        </Text>
      ) : null}
    </Table.Td>
  );
}

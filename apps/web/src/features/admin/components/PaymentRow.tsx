import { Code, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { type AdminPaymentRow, formatIdr, PAYMENT_STATUS, PLANS } from '@siar/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PaymentStatusBadge } from '../../billing/components/StatusBadge.tsx';
import { formatDateTime } from '../../billing/format.ts';
import classes from './AdminList.module.css';
import { CustomerCell } from './CustomerCell.tsx';
import { RowAction } from './RowAction.tsx';

type Props = {
  row: AdminPaymentRow;
  onConfirm: (row: AdminPaymentRow) => void;
  onReject: (row: AdminPaymentRow) => void;
};

/** A payment in the staff's list; one awaiting confirmation can be confirmed or rejected. */
export function PaymentRow({ row, onConfirm, onReject }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Table.Tr className={classes.row} data-testid="payment-row">
      <Table.Td>
        <Tooltip label={row.payment_id} withArrow openDelay={300}>
          <Code fz="xs">{row.payment_id.slice(0, 8).toUpperCase()}</Code>
        </Tooltip>
        <Text size="xs" c="dimmed" mt={4}>
          {formatDateTime(row.created_at, i18n.resolvedLanguage)}
        </Text>
      </Table.Td>
      <Table.Td>
        <CustomerCell account={row.account_dict} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {PLANS.find((p) => p.id === row.plan_id)?.name ?? row.plan_display}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`pricing.cycle.${row.billing_cycle}`, { defaultValue: row.billing_cycle })}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t(`billing.methods.${row.method}.name`, { defaultValue: row.method_display })}</Text>
      </Table.Td>
      <PaymentAmountCell row={row} />
      <PaymentStatusCell row={row} />
      <Table.Td>
        {row.status === PAYMENT_STATUS.awaitingConfirmation ? (
          <Group gap={6} justify="flex-end" wrap="nowrap" className={classes.actions}>
            <RowAction label={t('admin.payments.confirm')} color="green" onClick={() => onConfirm(row)}>
              <IconCheck size={16} />
            </RowAction>
            <RowAction label={t('admin.payments.reject')} color="red" onClick={() => onReject(row)}>
              <IconX size={16} />
            </RowAction>
          </Group>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/** What is due: the total with its unique code, and the coupon's discount if any. */
function PaymentAmountCell({ row }: { row: AdminPaymentRow }) {
  const { t } = useTranslation();
  return (
    <Table.Td ta="right">
      <Text size="sm" fw={700} data-testid="payment-amount">
        {formatIdr(row.total_due)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('admin.payments.uniqueCode', { code: String(row.unique_code) })}
      </Text>
      {row.discount > 0 ? (
        <Text size="xs" c="dimmed">
          {t('admin.payments.discount', { amount: formatIdr(row.discount), code: row.coupon_code ?? '' })}
        </Text>
      ) : null}
    </Table.Td>
  );
}

/** Its status, with when it was marked paid, expires, or was resolved and by whom. */
function PaymentStatusCell({ row }: { row: AdminPaymentRow }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return (
    <Table.Td>
      <Stack gap={4} align="flex-start">
        <PaymentStatusBadge status={row.status} fallback={row.status_display} />
        {row.status === PAYMENT_STATUS.awaitingConfirmation && row.marked_paid_at ? (
          <Text size="xs" c="dimmed">
            {t('admin.payments.markedPaid', { date: formatDateTime(row.marked_paid_at, language) })}
          </Text>
        ) : null}
        {row.status === PAYMENT_STATUS.created ? (
          <Text size="xs" c="dimmed">
            {t('admin.payments.expires', { date: formatDateTime(row.expires_at, language) })}
          </Text>
        ) : null}
        {row.resolved_by && row.resolved_at ? (
          <Text size="xs" c="dimmed">
            {t('admin.payments.resolvedBy', {
              name: row.resolved_by,
              date: formatDateTime(row.resolved_at, language),
            })}
          </Text>
        ) : null}
        {row.note ? (
          <Text size="xs" c="dimmed" fs="italic">
            {row.note}
          </Text>
        ) : null}
      </Stack>
    </Table.Td>
  );
}

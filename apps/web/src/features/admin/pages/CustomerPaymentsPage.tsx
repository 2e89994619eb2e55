import { Code, Group, Stack, Table, Text, Textarea, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type AdminPaymentRow, formatIdr, PAYMENT_STATUS, PLANS } from '@siar/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, apiErrorReason } from '../../../app/messages.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { PaymentStatusBadge } from '../../billing/components/StatusBadge.tsx';
import { formatDateTime } from '../../billing/format.ts';
import classes from '../components/AdminList.module.css';
import { AdminList } from '../components/AdminList.tsx';
import { CustomerCell } from '../components/CustomerCell.tsx';
import { RowAction } from '../components/RowAction.tsx';
import { useAdminPayments, useConfirmPayment, useRejectPayment } from '../hooks/use-admin-payments.ts';
import { useListParams } from '../hooks/use-list-params.ts';

/** /apanel/customer/payments: every payment; those awaiting confirmation can be confirmed or rejected. */
export function CustomerPaymentsPage() {
  const { t, i18n } = useTranslation();
  const { params, setPage, setSearch } = useListParams();
  const query = useAdminPayments(params);
  const confirm = useConfirmPayment();
  const reject = useRejectPayment();
  const language = i18n.resolvedLanguage;

  function summary(row: AdminPaymentRow) {
    return (
      <Text size="sm" c="dimmed">
        {t('admin.payments.summary', {
          name: row.account_dict.name,
          amount: formatIdr(row.total_due),
          plan: PLANS.find((p) => p.id === row.plan_id)?.name ?? row.plan_display,
        })}
      </Text>
    );
  }

  function askConfirm(row: AdminPaymentRow) {
    modals.openConfirmModal({
      title: t('admin.payments.confirmTitle'),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('admin.payments.confirmQuestion')}</Text>
          {summary(row)}
        </Stack>
      ),
      labels: { confirm: t('admin.payments.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'green' },
      onConfirm: async () => {
        try {
          await confirm.mutateAsync(row.payment_id);
          notifications.show({ color: 'teal', message: t('admin.payments.confirmed') });
        } catch (error) {
          const detail = apiErrorReason(t, error);
          notifications.show({
            color: 'red',
            title: detail ? t('admin.payments.confirmFailed') : undefined,
            message: detail ?? t('admin.payments.confirmFailed'),
          });
        }
      },
    });
  }

  function askReject(row: AdminPaymentRow) {
    let reason = '';
    modals.openConfirmModal({
      title: t('admin.payments.rejectTitle'),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('admin.payments.rejectQuestion')}</Text>
          {summary(row)}
          <Textarea
            label={t('admin.payments.rejectReason')}
            autosize
            minRows={2}
            maxLength={500}
            onChange={(event) => {
              reason = event.currentTarget.value;
            }}
          />
        </Stack>
      ),
      labels: { confirm: t('admin.payments.reject'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await reject.mutateAsync({ paymentId: row.payment_id, reason: reason.trim() || null });
          notifications.show({ color: 'teal', message: t('admin.payments.rejected') });
        } catch (error) {
          notifications.show({
            color: 'red',
            message: apiErrorMessage(t, error, 'admin.payments.rejectFailed'),
          });
        }
      },
    });
  }

  return (
    <PageFrame>
      <AdminList
        label={t('admin.payments.tableLabel')}
        query={query}
        params={params}
        onPage={setPage}
        onSearch={setSearch}
        searchPlaceholder={t('admin.payments.searchPlaceholder')}
        columns={7}
        head={
          <Table.Tr>
            <Table.Th>{t('admin.columns.payment')}</Table.Th>
            <Table.Th>{t('admin.columns.customer')}</Table.Th>
            <Table.Th>{t('admin.columns.plan')}</Table.Th>
            <Table.Th>{t('admin.columns.method')}</Table.Th>
            <Table.Th ta="right">{t('admin.columns.amount')}</Table.Th>
            <Table.Th miw={200}>{t('admin.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('admin.columns.actions')}</Table.Th>
          </Table.Tr>
        }
        renderRow={(row) => (
          <Table.Tr key={row.payment_id} className={classes.row} data-testid="payment-row">
            <Table.Td>
              <Tooltip label={row.payment_id} withArrow openDelay={300}>
                <Code fz="xs">{row.payment_id.slice(0, 8).toUpperCase()}</Code>
              </Tooltip>
              <Text size="xs" c="dimmed" mt={4}>
                {formatDateTime(row.created_at, language)}
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
              <Text size="sm">
                {t(`billing.methods.${row.method}.name`, { defaultValue: row.method_display })}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={700} data-testid="payment-amount">
                {formatIdr(row.total_due)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('admin.payments.uniqueCode', { code: String(row.unique_code) })}
              </Text>
              {row.discount > 0 ? (
                <Text size="xs" c="dimmed">
                  {t('admin.payments.discount', {
                    amount: formatIdr(row.discount),
                    code: row.coupon_code ?? '',
                  })}
                </Text>
              ) : null}
            </Table.Td>
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
            <Table.Td>
              {row.status === PAYMENT_STATUS.awaitingConfirmation ? (
                <Group gap={6} justify="flex-end" wrap="nowrap" className={classes.actions}>
                  <RowAction
                    label={t('admin.payments.confirm')}
                    color="green"
                    onClick={() => askConfirm(row)}
                  >
                    <IconCheck size={16} />
                  </RowAction>
                  <RowAction label={t('admin.payments.reject')} color="red" onClick={() => askReject(row)}>
                    <IconX size={16} />
                  </RowAction>
                </Group>
              ) : null}
            </Table.Td>
          </Table.Tr>
        )}
      />
    </PageFrame>
  );
}

import { Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { AdminPaymentRow } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, apiErrorReason } from '../../../app/messages.ts';
import { PaymentSummaryLine } from '../components/PaymentSummaryLine.tsx';
import { useConfirmPayment, useRejectPayment } from './use-admin-payments.ts';

/** Staff's answer to a payment awaiting confirmation: confirm it, or reject it with a reason. */
export function usePaymentDecisions() {
  const { t } = useTranslation();
  const confirm = useConfirmPayment();
  const reject = useRejectPayment();

  function askConfirm(row: AdminPaymentRow) {
    modals.openConfirmModal({
      title: t('admin.payments.confirmTitle'),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('admin.payments.confirmQuestion')}</Text>
          <PaymentSummaryLine row={row} />
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
          <PaymentSummaryLine row={row} />
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

  return { askConfirm, askReject };
}

import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { PAYMENT_STATUS, type PaymentInfo } from '@siar/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorReason, useApiErrorMessage } from '../../../app/messages.ts';
import { useCancelPayment, useMarkPaid } from './use-billing-mutations.ts';
import { usePayment } from './use-billing-queries.ts';

type Callbacks = {
  onClosed: (payment: PaymentInfo) => void;
  onConfirmed: (payment: PaymentInfo) => void;
};

/** The payment step's payment, followed live, and what the customer can do with it. */
export function usePaymentStep(paymentId: string, { onClosed, onConfirmed }: Callbacks) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const status = usePayment(paymentId);
  const markPaid = useMarkPaid();
  const cancelPayment = useCancelPayment();

  // Staff confirmed it: told once, whether the poll or a reload brought the news.
  const payment = status.data;
  const confirmedOnce = useRef(onConfirmed);
  confirmedOnce.current = onConfirmed;
  const announced = useRef(false);
  useEffect(() => {
    if (payment?.status !== PAYMENT_STATUS.completed || announced.current) return;
    announced.current = true;
    confirmedOnce.current(payment);
  }, [payment]);

  async function iHavePaid() {
    try {
      await markPaid.mutateAsync(paymentId);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, 'billing.payment.markPaidFailed') });
      void status.refetch();
    }
  }

  async function cancel() {
    try {
      const cancelled = await cancelPayment.mutateAsync(paymentId);
      notifications.show({ color: 'teal', message: t('billing.payment.cancelled') });
      onClosed(cancelled);
    } catch (error) {
      const detail = error instanceof ApiError && error.status === 400 ? apiErrorReason(t, error) : undefined;
      notifications.show({
        color: 'red',
        title: detail ? t('billing.messages.paymentCancelFailed') : undefined,
        message: detail || t('billing.messages.paymentCancelFailed'),
      });
      void status.refetch();
    }
  }

  function askCancel() {
    modals.openConfirmModal({
      title: t('billing.payment.cancelTitle'),
      children: <Text size="sm">{t('billing.payment.cancelQuestion')}</Text>,
      labels: { confirm: t('billing.payment.cancelConfirm'), cancel: t('billing.payment.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () => void cancel(),
    });
  }

  return { status, iHavePaid, askCancel, marking: markPaid.isPending, cancelling: cancelPayment.isPending };
}

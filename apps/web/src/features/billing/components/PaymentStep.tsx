import { Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { PAYMENT_STATUS, type PaymentInfo } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { usePaymentStep } from '../hooks/use-payment-step.tsx';
import { MethodIcon } from './MethodIcon.tsx';
import { PaymentDetails } from './PaymentDetails.tsx';
import { PaymentStatusMessage } from './PaymentStatusMessage.tsx';
import { PaymentSummary } from './PaymentSummary.tsx';
import { PaymentStatusBadge } from './StatusBadge.tsx';

type Props = {
  paymentId: string;
  /** Cancelled, expired or rejected: the customer starts again. */
  onClosed: (payment: PaymentInfo) => void;
  /** Staff confirmed it. */
  onConfirmed: (payment: PaymentInfo) => void;
};

/** Step 3, Payment: where to pay, the countdown, "I have paid", cancel; it follows the status live. */
export function PaymentStep({ paymentId, onClosed, onConfirmed }: Props) {
  const { t } = useTranslation();
  const { status, iHavePaid, askCancel, marking, cancelling } = usePaymentStep(paymentId, {
    onClosed,
    onConfirmed,
  });
  const payment = status.data;
  if (!payment) return status.isError ? <LoadError onRetry={() => void status.refetch()} /> : <PageLoader />;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <MethodIcon method={payment.method} />
                <Title order={3} fz="md">
                  {t(`billing.methods.${payment.method}.name`, { defaultValue: payment.method_display })}
                </Title>
              </Group>
              <PaymentStatusBadge status={payment.status} fallback={payment.status_display} />
            </Group>
            <PaymentStatusMessage payment={payment} onExpired={() => void status.refetch()} />
            {payment.status === PAYMENT_STATUS.created ||
            payment.status === PAYMENT_STATUS.awaitingConfirmation ? (
              <PaymentDetails payment={payment} />
            ) : null}
            {payment.status === PAYMENT_STATUS.created ? (
              <Group justify="flex-end" gap="sm">
                <Button variant="default" color="red" onClick={askCancel} loading={cancelling}>
                  {t('billing.payment.cancel')}
                </Button>
                <Button onClick={() => void iHavePaid()} loading={marking}>
                  {t('billing.payment.iHavePaid')}
                </Button>
              </Group>
            ) : null}
            {payment.status === PAYMENT_STATUS.cancelled ||
            payment.status === PAYMENT_STATUS.expired ||
            payment.status === PAYMENT_STATUS.rejected ? (
              <Group justify="flex-end">
                <Button onClick={() => onClosed(payment)}>{t('billing.payment.startAgain')}</Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <PaymentSummary payment={payment} />
      </Grid.Col>
    </Grid>
  );
}

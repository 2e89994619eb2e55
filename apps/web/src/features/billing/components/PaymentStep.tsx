import { Alert, Badge, Button, Divider, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { formatIdr, PAYMENT_STATUS, type PaymentInfo } from '@siar/shared';
import { IconCircleCheck, IconHourglass, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useFormats } from '../../../app/format.ts';
import { apiErrorReason, useApiErrorMessage } from '../../../app/messages.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { useCancelPayment, useMarkPaid } from '../hooks/use-billing-mutations.ts';
import { usePayment } from '../hooks/use-billing-queries.ts';
import { Countdown } from './Countdown.tsx';
import { MethodIcon } from './MethodIcon.tsx';
import { PaymentDetails } from './PaymentDetails.tsx';
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
  const formats = useFormats();
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

  if (!payment) return status.isError ? <LoadError onRetry={() => void status.refetch()} /> : <PageLoader />;

  async function iHavePaid() {
    try {
      await markPaid.mutateAsync(paymentId);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, 'billing.payment.markPaidFailed') });
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

  const plan = payment.plan_cached;

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
            <StatusMessage payment={payment} onExpired={() => void status.refetch()} />
            {payment.status === PAYMENT_STATUS.created ||
            payment.status === PAYMENT_STATUS.awaitingConfirmation ? (
              <PaymentDetails payment={payment} />
            ) : null}
            {payment.status === PAYMENT_STATUS.created ? (
              <Group justify="flex-end" gap="sm">
                <Button variant="default" color="red" onClick={askCancel} loading={cancelPayment.isPending}>
                  {t('billing.payment.cancel')}
                </Button>
                <Button onClick={() => void iHavePaid()} loading={markPaid.isPending}>
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
        <Paper withBorder p="lg">
          <Stack gap={6}>
            <Title order={3} fz="md">
              {t('billing.checkout.summaryTitle')}
            </Title>
            <Group justify="space-between">
              <Text fw={600}>{plan.name}</Text>
              <Badge variant="light">{t(`pricing.cycle.${plan.billing_cycle}`)}</Badge>
            </Group>
            <Divider />
            <SummaryRow label={t('billing.breakdown.netDue')} value={formatIdr(payment.net_due)} />
            <SummaryRow
              label={
                payment.coupon_code
                  ? t('billing.breakdown.discountWithCode', { code: payment.coupon_code })
                  : t('billing.breakdown.discount')
              }
              value={payment.discount > 0 ? `− ${formatIdr(payment.discount)}` : formatIdr(0)}
            />
            <SummaryRow
              label={t('billing.breakdown.uniqueCode')}
              value={`+ ${formatIdr(payment.unique_code)}`}
            />
            <Divider />
            <SummaryRow label={t('billing.breakdown.totalDue')} value={formatIdr(payment.total_due)} strong />
            <Text size="xs" c="dimmed" mt="xs">
              {t('billing.payment.reference', { id: payment.payment_id.slice(0, 8).toUpperCase() })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('billing.payment.createdAt', {
                date: formats.dateTime(payment.created_at),
              })}
            </Text>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

function SummaryRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 500}>
        {value}
      </Text>
    </Group>
  );
}

function StatusMessage({ payment, onExpired }: { payment: PaymentInfo; onExpired: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  switch (payment.status) {
    case PAYMENT_STATUS.created:
      return (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          <Stack gap={6}>
            <Text size="sm">{t('billing.payment.instructions')}</Text>
            <Countdown expiresAt={payment.expires_at} onExpired={onExpired} />
            <Text size="xs" c="dimmed">
              {t('billing.payment.expiresAt', {
                date: formats.dateTime(payment.expires_at),
              })}
            </Text>
          </Stack>
        </Alert>
      );
    case PAYMENT_STATUS.awaitingConfirmation:
      return (
        <Alert
          color="orange"
          variant="light"
          icon={<IconHourglass size={18} />}
          title={t('billing.paymentStatus.2')}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={4}>
              {/* The spec's text belongs to this wait: once staff confirm, the plan in force shows. */}
              <Text size="sm" fw={600}>
                {t('billing.messages.paymentConfirmedCustomer')}
              </Text>
              <Text size="sm">{t('billing.payment.awaitingText')}</Text>
            </Stack>
            <Loader size="xs" color="orange" aria-label={t('billing.payment.checking')} />
          </Group>
        </Alert>
      );
    case PAYMENT_STATUS.completed:
      return (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
          {t('billing.paymentStatus.3')}
        </Alert>
      );
    case PAYMENT_STATUS.expired:
      return (
        <Alert color="red" variant="light" icon={<IconX size={18} />} title={t('billing.paymentStatus.5')}>
          {t('billing.payment.expiredText')}
        </Alert>
      );
    case PAYMENT_STATUS.rejected:
      return (
        <Alert color="red" variant="light" icon={<IconX size={18} />} title={t('billing.paymentStatus.6')}>
          {t('billing.payment.rejectedText')}
        </Alert>
      );
    default:
      return (
        <Alert color="red" variant="light" icon={<IconX size={18} />} title={t('billing.paymentStatus.4')}>
          {t('billing.payment.cancelledText')}
        </Alert>
      );
  }
}

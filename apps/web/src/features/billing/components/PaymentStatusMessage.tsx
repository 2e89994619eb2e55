import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { PAYMENT_STATUS, type PaymentInfo } from '@siar/shared';
import { IconCircleCheck, IconHourglass, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { Countdown } from './Countdown.tsx';

/** What the payment's status means for the customer: pay before the countdown ends, wait, or done. */
export function PaymentStatusMessage({
  payment,
  onExpired,
}: {
  payment: PaymentInfo;
  onExpired: () => void;
}) {
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

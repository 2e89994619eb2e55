import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentStatusColor, subscriptionStatusColor } from '../format.ts';

type Props = {
  status: number;
  /** The server's English label, shown for a status this version does not know. */
  fallback: string;
};

export function SubscriptionStatusBadge({ status, fallback }: Props) {
  const { t } = useTranslation();
  return (
    <Badge color={subscriptionStatusColor(status)} variant="light" data-status={status}>
      {t(`billing.subscriptionStatus.${status}`, { defaultValue: fallback })}
    </Badge>
  );
}

export function PaymentStatusBadge({ status, fallback }: Props) {
  const { t } = useTranslation();
  return (
    <Badge color={paymentStatusColor(status)} variant="light" data-status={status}>
      {t(`billing.paymentStatus.${status}`, { defaultValue: fallback })}
    </Badge>
  );
}

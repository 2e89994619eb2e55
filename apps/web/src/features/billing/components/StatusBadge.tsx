import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { customerSubscriptionStatusColor, paymentStatusColor, subscriptionStatusColor } from '../format.ts';

type Props = {
  status: number;
  /** The server's English label, shown for a status this version does not know. */
  fallback: string;
};

/** A subscription's status in the admin panel's colours (spec section 4). */
export function SubscriptionStatusBadge({ status, fallback }: Props) {
  const { t } = useTranslation();
  return (
    <Badge color={subscriptionStatusColor(status)} variant="light" data-status={status}>
      {t(`billing.subscriptionStatus.${status}`, { defaultValue: fallback })}
    </Badge>
  );
}

/** The customer's own subscription status: a plan awaiting its first number is coloured as a next step. */
export function CustomerSubscriptionStatusBadge({ status, fallback }: Props) {
  const { t } = useTranslation();
  return (
    <Badge color={customerSubscriptionStatusColor(status)} variant="light" data-status={status}>
      {customerStatusLabel(t, status, fallback)}
    </Badge>
  );
}

export function customerStatusLabel(t: TFunction, status: number, fallback: string): string {
  return t(`billing.subscriptionStatus.${status}`, { defaultValue: fallback });
}

export function PaymentStatusBadge({ status, fallback }: Props) {
  const { t } = useTranslation();
  return (
    <Badge color={paymentStatusColor(status)} variant="light" data-status={status}>
      {t(`billing.paymentStatus.${status}`, { defaultValue: fallback })}
    </Badge>
  );
}

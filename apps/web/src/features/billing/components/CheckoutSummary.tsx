import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { type CouponQuote, formatIdr, type SelectedPlan } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { checkoutBreakdown } from '../checkout.ts';

type Props = {
  plan: SelectedPlan;
  coupon: CouponQuote | null;
};

/** What is due before the payment exists: price, discount, the unique code to come, the total. */
export function CheckoutSummary({ plan, coupon }: Props) {
  const { t } = useTranslation();
  const { netDue, discount, amountAfterDiscount } = checkoutBreakdown(plan, coupon);
  return (
    <Stack gap={6} data-testid="checkout-summary">
      <Group justify="space-between">
        <Text fw={600}>{plan.name}</Text>
        <Badge variant="light">{t(`pricing.cycle.${plan.billing_cycle}`)}</Badge>
      </Group>
      <Divider />
      <Row label={t('billing.breakdown.netDue')} value={formatIdr(netDue)} />
      <Row
        label={
          coupon
            ? t('billing.breakdown.discountWithCode', { code: coupon.coupon_code })
            : t('billing.breakdown.discount')
        }
        value={discount > 0 ? `− ${formatIdr(discount)}` : formatIdr(0)}
        testId="checkout-discount"
      />
      <Row label={t('billing.breakdown.uniqueCode')} value={t('billing.breakdown.uniqueCodeLater')} />
      <Divider />
      <Row
        label={t('billing.breakdown.totalDue')}
        value={formatIdr(amountAfterDiscount)}
        strong
        testId="checkout-total"
      />
      <Text size="xs" c="dimmed">
        {t('billing.breakdown.uniqueCodeNote')}
      </Text>
    </Stack>
  );
}

type RowProps = {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
};

function Row({ label, value, strong = false, testId }: RowProps) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 500} ta="right" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

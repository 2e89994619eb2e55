import { Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CouponQuote, PaymentInfo, PaymentMethodId, SelectedPlan } from '@siar/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useApiErrorMessage } from '../../../app/messages.ts';
import { fetchPendingPayment } from '../billing.api.ts';
import { useCreatePayment, useStorePayment } from '../hooks/use-billing-mutations.ts';
import { usePaymentMethods } from '../hooks/use-billing-queries.ts';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { CouponForm } from './CouponForm.tsx';
import { PaymentMethodPicker } from './PaymentMethodPicker.tsx';

type Props = {
  plan: SelectedPlan | null;
  coupon: CouponQuote | null;
  onBack: () => void;
  onCouponApplied: (quote: CouponQuote) => void;
  onCouponRemoved: () => void;
  onPaymentOpened: (payment: PaymentInfo) => void;
};

/** Step 2, Checkout: the payment method, a coupon, what is due, and "Create payment". */
export function CheckoutStep({
  plan,
  coupon,
  onBack,
  onCouponApplied,
  onCouponRemoved,
  onPaymentOpened,
}: Props) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const storePayment = useStorePayment();
  const methods = usePaymentMethods();
  const [method, setMethod] = useState<PaymentMethodId | null>(null);
  const [methodError, setMethodError] = useState<string | null>(null);
  const createPayment = useCreatePayment();

  const methodsFailed = methods.isError;
  useEffect(() => {
    if (methodsFailed)
      notifications.show({ color: 'red', message: t('billing.messages.loadPaymentMethodsFailed') });
  }, [methodsFailed, t]);

  // The first method on offer is chosen until the customer picks another.
  const firstMethod = methods.data?.[0]?.id ?? null;
  const chosen = method ?? firstMethod;

  async function submit() {
    if (!plan) {
      notifications.show({ color: 'red', message: t('errors.select_plan_first') });
      return;
    }
    if (!chosen) {
      setMethodError(t('errors.payment_method_required'));
      return;
    }
    try {
      const payment = await createPayment.mutateAsync({
        plan_id: plan.plan_id,
        billing_cycle: plan.billing_cycle,
        payment_method: chosen,
        coupon_code: coupon?.coupon_code ?? null,
      });
      notifications.show({ color: 'teal', message: t('billing.messages.paymentCreated') });
      onPaymentOpened(payment);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: errorMessage(error, 'billing.messages.paymentCreateFailed'),
      });
      // Another tab opened a payment meanwhile: show that one rather than a dead end.
      if (error instanceof ApiError && error.status === 409) {
        const open = await fetchPendingPayment().catch(() => null);
        if (open) {
          storePayment(open);
          onPaymentOpened(open);
        }
      }
    }
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <PaymentMethodPicker
            methods={methods}
            value={chosen}
            error={methodError}
            onChange={(value) => {
              setMethod(value);
              setMethodError(null);
            }}
          />
          {plan ? (
            <CouponForm plan={plan} coupon={coupon} onApplied={onCouponApplied} onRemoved={onCouponRemoved} />
          ) : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <Title order={3} fz="md">
              {t('billing.checkout.summaryTitle')}
            </Title>
            {plan ? (
              <CheckoutSummary plan={plan} coupon={coupon} />
            ) : (
              <Text size="sm">{t('errors.select_plan_first')}</Text>
            )}
            <Button
              size="md"
              onClick={() => void submit()}
              loading={createPayment.isPending}
              disabled={methods.isError || methods.isPending}
            >
              {t('billing.checkout.createPayment')}
            </Button>
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
              {t('billing.checkout.back')}
            </Button>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Divider,
  Grid,
  Group,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type CouponQuote,
  formatIdr,
  type PaymentInfo,
  type PaymentMethodId,
  type SelectedPlan,
} from '@siar/shared';
import { IconAlertTriangle, IconArrowLeft, IconTicket } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { fetchPendingPayment } from '../billing-api.ts';
import { useBillingErrorMessage } from '../billing-messages.ts';
import { checkoutBreakdown } from '../checkout.ts';
import { useApplyCoupon, useCreatePayment } from '../hooks/use-billing-mutations.ts';
import { billingKeys, usePaymentMethods } from '../hooks/use-billing-queries.ts';
import { MethodIcon } from './MethodIcon.tsx';

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
  const errorMessage = useBillingErrorMessage();
  const queryClient = useQueryClient();
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
      notifications.show({ color: 'red', message: t('billing.messages.selectPlanFirst') });
      return;
    }
    if (!chosen) {
      setMethodError(t('billing.messages.chooseMethod'));
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
        const open = await queryClient.fetchQuery({
          queryKey: billingKeys.pendingPayment,
          queryFn: fetchPendingPayment,
        });
        if (open) onPaymentOpened(open);
      }
    }
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Paper withBorder p="lg">
            <Stack gap="sm">
              <Title order={3} fz="md" id="payment-method-title">
                {t('billing.checkout.methodTitle')}
              </Title>
              {methods.isPending ? (
                <Stack gap="xs">
                  {[0, 1, 2, 3].map((i) => (
                    <Skeleton key={i} h={64} />
                  ))}
                </Stack>
              ) : methods.isError ? (
                <Alert color="red" icon={<IconAlertTriangle size={18} />}>
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{t('billing.messages.loadPaymentMethodsFailed')}</Text>
                    <Button size="xs" variant="light" color="red" onClick={() => void methods.refetch()}>
                      {t('common.retry')}
                    </Button>
                  </Stack>
                </Alert>
              ) : (
                <Radio.Group
                  value={chosen}
                  onChange={(value) => {
                    setMethod(value as PaymentMethodId);
                    setMethodError(null);
                  }}
                  aria-labelledby="payment-method-title"
                  error={methodError}
                >
                  <Stack gap="xs">
                    {methods.data.map((option) => (
                      <Radio.Card key={option.id} value={option.id} p="md" radius="md">
                        <Group wrap="nowrap" align="flex-start">
                          <Radio.Indicator />
                          <MethodIcon method={option.id} />
                          <div>
                            <Text fw={600} size="sm">
                              {t(`billing.methods.${option.id}.name`, { defaultValue: option.name })}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {t(`billing.methods.${option.id}.description`)}
                            </Text>
                          </div>
                        </Group>
                      </Radio.Card>
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            </Stack>
          </Paper>
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
              <Summary plan={plan} coupon={coupon} />
            ) : (
              <Text size="sm">{t('billing.messages.selectPlanFirst')}</Text>
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

function Summary({ plan, coupon }: { plan: SelectedPlan; coupon: CouponQuote | null }) {
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

function Row({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
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

type CouponFormProps = {
  plan: SelectedPlan;
  coupon: CouponQuote | null;
  onApplied: (quote: CouponQuote) => void;
  onRemoved: () => void;
};

function CouponForm({ plan, coupon, onApplied, onRemoved }: CouponFormProps) {
  const { t } = useTranslation();
  const errorMessage = useBillingErrorMessage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyCoupon();
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t('billing.messages.couponInvalid'));
      return;
    }
    try {
      const quote = await apply.mutateAsync({
        plan_id: plan.plan_id,
        billing_cycle: plan.billing_cycle,
        coupon_code: trimmed,
      });
      setError(null);
      setCode('');
      notifications.show({ color: 'teal', message: t('billing.messages.couponApplied') });
      onApplied(quote);
    } catch (failure) {
      const message =
        failure instanceof ApiError && failure.status === 400
          ? t('billing.messages.couponInvalid')
          : errorMessage(failure, 'billing.messages.couponInvalid');
      setError(message);
      notifications.show({ color: 'red', message });
      inputRef.current?.focus();
    }
  }

  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('billing.coupon.title')}
        </Title>
        {coupon ? (
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs">
              <IconTicket size={18} aria-hidden />
              <Text size="sm">
                {t('billing.coupon.applied', {
                  code: coupon.coupon_code,
                  discount: formatIdr(coupon.discount),
                })}
              </Text>
            </Group>
            <CloseButton aria-label={t('billing.coupon.remove')} onClick={onRemoved} />
          </Group>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                ref={inputRef}
                style={{ flexGrow: 1 }}
                label={t('billing.coupon.label')}
                placeholder={t('billing.coupon.placeholder')}
                value={code}
                onChange={(event) => {
                  setCode(event.currentTarget.value);
                  setError(null);
                }}
                error={error}
                autoComplete="off"
              />
              <Button type="submit" variant="light" mt={25} loading={apply.isPending}>
                {t('billing.coupon.apply')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

import { Button, CloseButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CouponQuote, formatIdr, type SelectedPlan } from '@siar/shared';
import { IconTicket } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useApiErrorMessage } from '../../../app/messages.ts';
import { useApplyCoupon } from '../hooks/use-billing-mutations.ts';

type Props = {
  plan: SelectedPlan;
  coupon: CouponQuote | null;
  onApplied: (quote: CouponQuote) => void;
  onRemoved: () => void;
};

/** A coupon for the chosen plan: the code box, or the applied coupon with a way to remove it. */
export function CouponForm({ plan, coupon, onApplied, onRemoved }: Props) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyCoupon();
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t('errors.coupon_invalid'));
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
          ? t('errors.coupon_invalid')
          : errorMessage(failure, 'errors.coupon_invalid');
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

import '@mantine/dates/styles.css';
import { MultiSelect, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PLANS } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import type { CouponFormValues } from '../coupon-form.ts';
import { CouponDiscountFields } from './CouponDiscountFields.tsx';
import { CouponValidityFields } from './CouponValidityFields.tsx';

type Props = {
  form: UseFormReturnType<CouponFormValues>;
  /** A coupon's code cannot change once customers may have it. */
  codeLocked: boolean;
};

/** Code, discount, plans, validity days, usage limit and the active switch. */
export function CouponFields({ form, codeLocked }: Props) {
  const { t } = useTranslation();
  // The form's own checks give locale keys; the server's word (a code already taken) comes translated.
  const error = (field: keyof CouponFormValues): string | undefined => {
    const text = form.errors[field];
    if (typeof text !== 'string') return undefined;
    return text.startsWith('admin.coupons.errors.') ? t(text) : text;
  };

  return (
    <Stack gap="sm">
      <TextInput
        label={t('admin.coupons.fields.code')}
        description={codeLocked ? t('admin.coupons.fields.codeLocked') : t('admin.coupons.fields.codeHint')}
        withAsterisk={!codeLocked}
        disabled={codeLocked}
        maxLength={32}
        {...form.getInputProps('code')}
        onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
        error={error('code')}
      />
      <CouponDiscountFields form={form} error={error} />
      <MultiSelect
        label={t('admin.coupons.fields.plans')}
        description={t('admin.coupons.fields.plansHint')}
        data={PLANS.map((plan) => ({ value: plan.id, label: plan.name }))}
        clearable
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('plan_ids')}
      />
      <CouponValidityFields form={form} error={error} />
      <NumberInput
        label={t('admin.coupons.fields.usageLimit')}
        description={t('admin.coupons.fields.usageLimitHint')}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('usage_limit')}
        error={error('usage_limit')}
      />
      <Switch
        label={t('admin.coupons.fields.active')}
        {...form.getInputProps('is_active', { type: 'checkbox' })}
      />
    </Stack>
  );
}

import '@mantine/dates/styles.css';
import { MultiSelect, NumberInput, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { PLANS } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import type { CouponFormValues } from '../coupon-form.ts';

type Props = {
  form: UseFormReturnType<CouponFormValues>;
  /** A coupon's code cannot change once customers may have it. */
  codeLocked: boolean;
};

/** Code, discount, plans, validity days, usage limit and the active switch. */
export function CouponFields({ form, codeLocked }: Props) {
  const { t } = useTranslation();
  // The form's own checks give locale keys; the server's word (a code already taken) comes translated.
  const error = (field: keyof CouponFormValues) => {
    const text = form.errors[field];
    if (typeof text !== 'string') return undefined;
    return text.startsWith('admin.coupons.errors.') ? t(text) : text;
  };
  const percent = form.values.kind === 'percent';

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
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('admin.coupons.fields.kind')}
        </Text>
        <SegmentedControl
          aria-label={t('admin.coupons.fields.kind')}
          data={[
            { value: 'percent', label: t('admin.coupons.kind.percent') },
            { value: 'fixed', label: t('admin.coupons.kind.fixed') },
          ]}
          {...form.getInputProps('kind')}
        />
      </Stack>
      <NumberInput
        label={percent ? t('admin.coupons.fields.percent') : t('admin.coupons.fields.amount')}
        withAsterisk
        min={1}
        max={percent ? 100 : undefined}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator={percent ? undefined : '.'}
        decimalSeparator=","
        suffix={percent ? ' %' : undefined}
        prefix={percent ? undefined : 'Rp '}
        {...form.getInputProps('value')}
        error={error('value')}
      />
      <MultiSelect
        label={t('admin.coupons.fields.plans')}
        description={t('admin.coupons.fields.plansHint')}
        data={PLANS.map((plan) => ({ value: plan.id, label: plan.name }))}
        clearable
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('plan_ids')}
      />
      <DateInput
        label={t('admin.coupons.fields.validFrom')}
        description={t('admin.coupons.fields.validFromHint')}
        valueFormat="YYYY-MM-DD"
        placeholder="YYYY-MM-DD"
        clearable
        popoverProps={{ withinPortal: true }}
        value={form.values.valid_from || null}
        onChange={(value) => form.setFieldValue('valid_from', value ?? '')}
      />
      <DateInput
        label={t('admin.coupons.fields.validUntil')}
        description={t('admin.coupons.fields.validUntilHint')}
        valueFormat="YYYY-MM-DD"
        placeholder="YYYY-MM-DD"
        clearable
        popoverProps={{ withinPortal: true }}
        value={form.values.valid_until || null}
        onChange={(value) => form.setFieldValue('valid_until', value ?? '')}
        error={error('valid_until')}
      />
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

import { NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { CouponFormValues } from '../coupon-form.ts';

type Props = {
  form: UseFormReturnType<CouponFormValues>;
  /** A field's error, translated. */
  error: (field: keyof CouponFormValues) => string | undefined;
};

/** What the coupon takes off: a percentage, or an amount in rupiah. */
export function CouponDiscountFields({ form, error }: Props) {
  const { t } = useTranslation();
  const percent = form.values.kind === 'percent';
  return (
    <>
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
    </>
  );
}

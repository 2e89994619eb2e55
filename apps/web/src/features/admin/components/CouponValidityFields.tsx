import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { CouponFormValues } from '../coupon-form.ts';

type Props = {
  form: UseFormReturnType<CouponFormValues>;
  /** A field's error, translated. */
  error: (field: keyof CouponFormValues) => string | undefined;
};

/** The days it can be used: from, until, either or neither. */
export function CouponValidityFields({ form, error }: Props) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

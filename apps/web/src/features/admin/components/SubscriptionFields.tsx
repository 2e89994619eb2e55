import '@mantine/dates/styles.css';
import { Checkbox, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { PLANS } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import type { SubscriptionFormValues } from '../subscription-form.ts';

type Props = {
  form: UseFormReturnType<SubscriptionFormValues>;
  /** The statuses staff may set: 1-3 when adding, 1-4 when editing. */
  statuses: readonly number[];
  endDateOptional?: boolean;
};

/** Plan, cycle, end date, status and trial flag: the fields Add and Edit share. */
export function SubscriptionFields({ form, statuses, endDateOptional = false }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Select
        label={t('admin.subscriptions.fields.plan')}
        data={PLANS.map((plan) => ({ value: plan.id, label: plan.name }))}
        allowDeselect={false}
        withAsterisk
        {...form.getInputProps('plan_id')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('admin.subscriptions.fields.cycle')}
        </Text>
        <SegmentedControl
          aria-label={t('admin.subscriptions.fields.cycle')}
          data={[
            { value: 'monthly', label: t('pricing.cycle.monthly') },
            { value: 'yearly', label: t('pricing.cycle.yearly') },
          ]}
          {...form.getInputProps('billing_cycle')}
        />
      </Stack>
      <DateInput
        label={t('admin.subscriptions.fields.endDate')}
        description={
          endDateOptional
            ? t('admin.subscriptions.fields.endDateDefault')
            : t('admin.subscriptions.fields.endDateHint')
        }
        valueFormat="YYYY-MM-DD"
        placeholder="YYYY-MM-DD"
        clearable={endDateOptional}
        withAsterisk={!endDateOptional}
        popoverProps={{ withinPortal: true }}
        value={form.values.end_date || null}
        onChange={(value) => form.setFieldValue('end_date', value ?? '')}
        error={form.errors.end_date}
      />
      <Select
        label={t('admin.subscriptions.fields.status')}
        data={statuses.map((status) => ({
          value: String(status),
          label: t(`billing.subscriptionStatus.${status}`),
        }))}
        allowDeselect={false}
        withAsterisk
        {...form.getInputProps('status')}
      />
      <Checkbox
        label={t('admin.subscriptions.fields.trial')}
        {...form.getInputProps('is_trial', { type: 'checkbox' })}
      />
    </Stack>
  );
}

import { Badge, Group, SegmentedControl } from '@mantine/core';
import type { BillingCycle } from '@siar/shared';
import { useTranslation } from 'react-i18next';

type Props = {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
};

/** Monthly first (the default), yearly with its '20% OFF' badge. */
export function BillingToggle({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      value={value}
      onChange={(cycle) => onChange(cycle as BillingCycle)}
      aria-label={t('pricing.cycle.label')}
      size="md"
      radius="xl"
      // Each option as wide as its words, so the yearly badge is never cut short.
      styles={{ control: { flex: '1 0 auto' }, label: { overflow: 'visible', paddingInline: 20 } }}
      data={[
        { value: 'monthly', label: t('pricing.cycle.monthly') },
        {
          value: 'yearly',
          label: (
            <Group gap={8} wrap="nowrap" justify="center">
              <span>{t('pricing.cycle.yearly')}</span>
              <Badge size="sm" color="orange" variant="filled" style={{ flexShrink: 0 }}>
                {t('pricing.yearlyBadge')}
              </Badge>
            </Group>
          ),
        },
      ]}
    />
  );
}

import { Select } from '@mantine/core';
import { type WhatsappFilter as Filter, WHATSAPP_FILTERS } from '@siar/shared';
import { useTranslation } from 'react-i18next';

type Props = { value: Filter | ''; onChange: (value: Filter | null) => void };

/** The list's filter by the last number check: on WhatsApp, not on it, not checked. */
export function WhatsappFilter({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('numberChecks.filter.label')}
      placeholder={t('numberChecks.filter.all')}
      data={WHATSAPP_FILTERS.map((filter) => ({ value: filter, label: t(`numberChecks.filter.${filter}`) }))}
      value={value || null}
      onChange={(next) => onChange(next as Filter | null)}
      clearable
      w={{ base: '100%', sm: 200 }}
    />
  );
}

import { Group, Select, Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../admin/components/ListSearch.tsx';
import { useContactGroups } from '../hooks/use-contact-groups.ts';
import { LabelFilter } from './LabelFilter.tsx';
import { WhatsappFilter } from './WhatsappFilter.tsx';

type Props = {
  search: string;
  onSearch: (search: string) => void;
  groupId: string;
  onGroup: (groupId: string | null) => void;
  labelId: string;
  onLabel: (labelId: string | null) => void;
  whatsapp: ComponentProps<typeof WhatsappFilter>['value'];
  onWhatsapp: ComponentProps<typeof WhatsappFilter>['onChange'];
  /** How many contacts match: the count, or the estimate's floor when counting stopped there. */
  count: number;
  estimated: string | null;
};

/** The search, the group, label and WhatsApp filters, and how many contacts they leave. */
export function ContactsFilters({
  search,
  onSearch,
  groupId,
  onGroup,
  labelId,
  onLabel,
  whatsapp,
  onWhatsapp,
  count,
  estimated,
}: Props) {
  const { t } = useTranslation();
  const groups = useContactGroups();
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm" style={{ flex: 1 }}>
        <ListSearch value={search} onSearch={onSearch} placeholder={t('contacts.table.search')} />
        <Select
          aria-label={t('contacts.table.groupFilter')}
          placeholder={t('contacts.table.allGroups')}
          data={(groups.data?.results ?? []).map((g) => ({ value: g.id, label: g.name }))}
          value={groupId || null}
          onChange={onGroup}
          clearable
          searchable
          w={{ base: '100%', sm: 200 }}
        />
        <LabelFilter value={labelId} onChange={onLabel} />
        <WhatsappFilter value={whatsapp} onChange={onWhatsapp} />
      </Group>
      <Text fw={600} data-testid="contacts-total">
        {estimated
          ? t('contacts.table.totalEstimate', { limit: estimated })
          : t('contacts.table.total', { count })}
      </Text>
    </Group>
  );
}

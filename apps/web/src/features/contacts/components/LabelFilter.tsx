import { ColorSwatch, Group, Select, Text } from '@mantine/core';
import type { LabelRef } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../chats/hooks/use-labels.ts';

type Props = { value: string; onChange: (labelId: string | null) => void };

/** The list's filter by one of the account's labels (the inbox's labels), each in its colour. */
export function LabelFilter({ value, onChange }: Props) {
  const { t } = useTranslation();
  const labels = useLabels();
  const byId = new Map((labels.data ?? []).map((label) => [label.label_id, label]));
  return (
    <Select
      aria-label={t('chats.labels.filter')}
      placeholder={t('chats.labels.filterAll')}
      data={(labels.data ?? []).map((label) => ({ value: label.label_id, label: label.name }))}
      renderOption={({ option }) => <LabelOption label={byId.get(option.value)} name={option.label} />}
      nothingFoundMessage={t('chats.labels.none')}
      value={value || null}
      onChange={onChange}
      clearable
      searchable
      w={{ base: '100%', sm: 180 }}
    />
  );
}

function LabelOption({ label, name }: { label: LabelRef | undefined; name: string }) {
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      {label ? <ColorSwatch size={12} color={`var(--mantine-color-${label.color}-6)`} /> : null}
      <Text size="sm" truncate>
        {name}
      </Text>
    </Group>
  );
}

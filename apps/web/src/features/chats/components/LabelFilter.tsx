import { ColorSwatch, Group, Select } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../hooks/use-labels.ts';

/** The list narrowed to one label (searchable by name); cleared for every label. */
export function LabelFilter(props: { value: string | null; onChange: (labelId: string | null) => void }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const colors = new Map((labels.data ?? []).map((label) => [label.label_id, label.color]));
  return (
    <Select
      size="xs"
      w={130}
      searchable
      clearable
      leftSection={<IconTag size={14} />}
      placeholder={t('chats.labels.filterAll')}
      aria-label={t('chats.labels.filter')}
      nothingFoundMessage={t('chats.labels.none')}
      data={(labels.data ?? []).map((label) => ({ value: label.label_id, label: label.name }))}
      value={props.value}
      onChange={props.onChange}
      renderOption={({ option }) => (
        <Group gap={6} wrap="nowrap">
          <ColorSwatch size={10} color={`var(--mantine-color-${colors.get(option.value)}-filled)`} />
          {option.label}
        </Group>
      )}
    />
  );
}

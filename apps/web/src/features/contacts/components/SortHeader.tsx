import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { ContactOrdering } from '@siar/shared';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';

type Props = {
  label: string;
  /** The column's ascending ordering (`name`); descending is `-name`. */
  column: 'name' | 'phone' | 'created_at';
  ordering: ContactOrdering;
  onSort: (ordering: ContactOrdering) => void;
};

/** A header that sorts by its column; a second click turns the order round. */
export function SortHeader({ label, column, ordering, onSort }: Props) {
  const ascending = ordering === column;
  const descending = ordering === `-${column}`;
  const Icon = ascending ? IconArrowUp : descending ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={ascending ? 'ascending' : descending ? 'descending' : 'none'}>
      <UnstyledButton onClick={() => onSort((ascending ? `-${column}` : column) as ContactOrdering)}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

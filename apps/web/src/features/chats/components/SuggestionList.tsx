import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

type Props<T> = {
  label: string;
  items: T[];
  keyOf: (item: T) => string;
  onChoose: (item: T) => void;
  children: (item: T) => ReactNode;
};

/** What a typed `/shortcut` or `@name` matches, above the composer (the first six); a click inserts one. */
export function SuggestionList<T>({ label, items, keyOf, onChoose, children }: Props<T>) {
  if (items.length === 0) return null;
  return (
    <Paper withBorder p={4} role="listbox" aria-label={label}>
      {items.slice(0, 6).map((item) => (
        <Group
          key={keyOf(item)}
          role="option"
          aria-selected={false}
          gap="xs"
          p={4}
          wrap="nowrap"
          style={{ cursor: 'pointer' }}
          onMouseDown={(event) => {
            // Keeps the focus in the text, where the choice goes.
            event.preventDefault();
            onChoose(item);
          }}
        >
          {children(item)}
        </Group>
      ))}
    </Paper>
  );
}

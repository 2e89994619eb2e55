import { Badge, Group } from '@mantine/core';
import type { LabelRef } from '@siar/shared';

/** A conversation's or a contact's labels, each in its colour. */
export function LabelBadges({ labels, size = 'xs' }: { labels: LabelRef[]; size?: 'xs' | 'sm' }) {
  if (labels.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" data-testid="labels">
      {labels.map((label) => (
        <Badge key={label.label_id} size={size} variant="light" color={label.color} tt="none" maw={140}>
          {label.name}
        </Badge>
      ))}
    </Group>
  );
}

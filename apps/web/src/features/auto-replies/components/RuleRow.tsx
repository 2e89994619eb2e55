import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { AutoReplyRule } from '@siar/shared';
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconMessages,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RuleOptions } from '../hooks/use-rule-options.ts';
import { RuleFacts } from './RuleFacts.tsx';

export type RuleRowActions = {
  onSwitch: (rule: AutoReplyRule, enabled: boolean) => void;
  onEdit: (rule: AutoReplyRule) => void;
  onDelete: (rule: AutoReplyRule) => void;
  onConversations: (rule: AutoReplyRule) => void;
};

type Props = RuleRowActions & {
  rule: AutoReplyRule;
  options: RuleOptions;
  /** Moves it one place up (-1) or down (1). */
  onMove: (step: -1 | 1) => void;
  first: boolean;
  last: boolean;
};

/** The switch (saved at once), the moves, and the rule's conversations, edit and delete. */
function RowButtons({ rule, onMove, first, last, ...actions }: Omit<Props, 'options'>) {
  const { t } = useTranslation();
  const name = rule.name;
  return (
    <Group gap={4} wrap="nowrap" ml="auto">
      <Switch
        checked={rule.enabled}
        onChange={(event) => actions.onSwitch(rule, event.currentTarget.checked)}
        aria-label={t('autoReplies.row.enabled', { name })}
        mr="xs"
      />
      {/* Buttons as well as dragging: for a phone's small screen and for anyone without a pointer. */}
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={first}
        aria-label={t('autoReplies.row.moveUp', { name })}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={last}
        aria-label={t('autoReplies.row.moveDown', { name })}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t('autoReplies.row.conversations', { name })}
        onClick={() => actions.onConversations(rule)}
      >
        <IconMessages size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t('autoReplies.row.edit', { name })}
        onClick={() => actions.onEdit(rule)}
      >
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('autoReplies.row.delete', { name })}
        onClick={() => actions.onDelete(rule)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/** One rule: its handle and place, what it does, its switch and actions. */
export function RuleRow({ rule, options, onMove, first, last, ...actions }: Props) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: rule.rule_id });
  const name = rule.name;
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      p="sm"
      data-testid="rule-row"
      data-enabled={rule.enabled}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 18rem' }}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('autoReplies.row.drag', { name })}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <IconGripVertical size={18} />
          </ActionIcon>
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="rule-name">
              {name}
            </Text>
            <RuleFacts rule={rule} options={options} />
          </Stack>
        </Group>
        <RowButtons rule={rule} onMove={onMove} first={first} last={last} {...actions} />
      </Group>
    </Paper>
  );
}

import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Stack } from '@mantine/core';
import type { AutoReplyRule } from '@siar/shared';
import type { RuleOptions } from '../hooks/use-rule-options.ts';
import { RuleRow, type RuleRowActions } from './RuleRow.tsx';

type Props = RuleRowActions & {
  rules: AutoReplyRule[];
  options: RuleOptions;
  onReorder: (next: AutoReplyRule[]) => void;
};

/** The rules in the order they are tried; dragging one (by its handle, or with the keyboard) reorders them. */
export function RulesList({ rules, options, onReorder, ...actions }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rules.findIndex((rule) => rule.rule_id === active.id);
    const to = rules.findIndex((rule) => rule.rule_id === over.id);
    onReorder(arrayMove(rules, from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={rules.map((rule) => rule.rule_id)} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" data-testid="rule-rows">
          {rules.map((rule, index) => (
            <RuleRow
              key={rule.rule_id}
              rule={rule}
              options={options}
              first={index === 0}
              last={index === rules.length - 1}
              onMove={(step) => onReorder(arrayMove(rules, index, index + step))}
              {...actions}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

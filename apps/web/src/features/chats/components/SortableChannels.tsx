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
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import type { ChatChannel } from '@siar/shared';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = {
  channels: ChatChannel[];
  deviceNames: Map<string, string>;
  onReorder: (next: ChatChannel[]) => void;
  onEdit: (channel: ChatChannel) => void;
  onDelete: (channel: ChatChannel) => void;
};

type RowProps = Omit<Props, 'channels' | 'onReorder'> & {
  channel: ChatChannel;
  /** Moves it one place up (-1) or down (1). */
  onMove: (step: -1 | 1) => void;
  first: boolean;
  last: boolean;
};

function Row({ channel, deviceNames, onEdit, onDelete, onMove, first, last }: RowProps) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: channel.channel_id });
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      p="sm"
      data-testid="channel-row"
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('chats.channels.drag', { name: channel.name })}
            style={{ cursor: 'grab', touchAction: 'none' }}
            data-testid="channel-handle"
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <IconGripVertical size={18} />
          </ActionIcon>
          <ColorSwatch color={`var(--mantine-color-${channel.color}-6)`} size={14} />
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate data-testid="channel-name">
              {channel.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {channel.device_ids.map((id) => deviceNames.get(id) ?? '…').join(', ')}
            </Text>
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          {/* Buttons as well as dragging: for a phone's small screen and for anyone without a pointer. */}
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={first}
            aria-label={t('chats.channels.moveUp', { name: channel.name })}
            onClick={() => onMove(-1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={last}
            aria-label={t('chats.channels.moveDown', { name: channel.name })}
            onClick={() => onMove(1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('chats.channels.edit', { name: channel.name })}
            onClick={() => onEdit(channel)}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('chats.channels.delete', { name: channel.name })}
            onClick={() => onDelete(channel)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

/** The channels in order; dragging one (by its handle, or with the keyboard) reorders them. */
export function SortableChannels({ channels, deviceNames, onReorder, onEdit, onDelete }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = channels.findIndex((c) => c.channel_id === active.id);
    const to = channels.findIndex((c) => c.channel_id === over.id);
    onReorder(arrayMove(channels, from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={channels.map((c) => c.channel_id)} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" data-testid="channel-rows">
          {channels.map((channel, index) => (
            <Row
              key={channel.channel_id}
              channel={channel}
              deviceNames={deviceNames}
              onEdit={onEdit}
              onDelete={onDelete}
              first={index === 0}
              last={index === channels.length - 1}
              onMove={(step) => onReorder(arrayMove(channels, index, index + step))}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

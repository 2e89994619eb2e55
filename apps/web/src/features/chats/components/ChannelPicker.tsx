import { Badge, ColorSwatch, Group, ScrollArea, UnstyledButton } from '@mantine/core';
import type { ChatChannel } from '@siar/shared';
import { useTranslation } from 'react-i18next';

type Props = { channels: ChatChannel[]; selectedId: string | null; onSelect: (id: string | null) => void };

/** "All chats" and the channels in their order, each with its unread conversations. */
export function ChannelPicker({ channels, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  const item = (id: string | null, label: string, color: string | null, unread: number) => (
    <UnstyledButton
      key={id ?? 'all'}
      onClick={() => onSelect(id)}
      data-testid="channel-tab"
      aria-pressed={selectedId === id}
      px="sm"
      py={4}
      style={{
        borderRadius: 16,
        whiteSpace: 'nowrap',
        border: '1px solid var(--mantine-color-default-border)',
        background: selectedId === id ? 'var(--mantine-color-teal-light)' : undefined,
      }}
    >
      <Group gap={6} wrap="nowrap">
        {color ? <ColorSwatch color={`var(--mantine-color-${color}-6)`} size={10} /> : null}
        <span>{label}</span>
        {unread > 0 ? (
          <Badge size="xs" circle color="teal">
            {unread}
          </Badge>
        ) : null}
      </Group>
    </UnstyledButton>
  );
  return (
    <ScrollArea type="never" aria-label={t('chats.channels.label')}>
      <Group gap={6} wrap="nowrap" p="xs">
        {item(null, t('chats.channels.all'), null, 0)}
        {channels.map((channel) =>
          item(channel.channel_id, channel.name, channel.color, channel.unread_conversations),
        )}
      </Group>
    </ScrollArea>
  );
}

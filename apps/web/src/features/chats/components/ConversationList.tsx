import { Badge, Box, Button, Center, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Conversation } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { useOutsideBusinessHours } from '../../business-hours/hooks/use-outside-business-hours.ts';
import type { ConversationFilter } from '../chats-api.ts';
import { useConversations } from '../hooks/use-chats.ts';
import { LabelBadges } from './LabelBadges.tsx';
import { OutsideHoursMark } from './OutsideHoursMark.tsx';

type Props = {
  filter: ConversationFilter;
  selectedId: string | null;
  onSelect: (conversation: Conversation) => void;
};

const STATUS_COLORS = { open: 'teal', pending: 'yellow', snoozed: 'grape', resolved: 'gray' } as const;

function Preview({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const prefix = conversation.last_direction === 'out' ? `${t('chats.list.you')}: ` : '';
  const body = conversation.last_message_text || t(`chats.kind.${conversation.last_message_kind}`);
  return (
    <Text size="sm" c="dimmed" truncate>
      {prefix}
      {body}
    </Text>
  );
}

export function ConversationList({ filter, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  // Today's messages show their time, older ones their date.
  const formats = useFormats();
  const list = useConversations(filter);
  const outsideHours = useOutsideBusinessHours();
  const conversations = list.data?.pages.flatMap((page) => page.results) ?? [];

  if (list.isPending)
    return (
      <Center p="lg">
        <Loader size="sm" aria-label={t('chats.loading')} />
      </Center>
    );
  if (list.isError)
    return (
      <Stack align="center" p="lg" gap="xs">
        <Text c="red" size="sm">
          {t('chats.list.loadFailed')}
        </Text>
        <Button size="xs" variant="light" onClick={() => list.refetch()}>
          {t('chats.tryAgain')}
        </Button>
      </Stack>
    );
  if (conversations.length === 0)
    return (
      <Text c="dimmed" size="sm" ta="center" p="lg" data-testid="conversations-empty">
        {filter.search || filter.unanswered || filter.labelId
          ? t('chats.list.noMatches')
          : filter.status && filter.status !== 'open'
            ? t('chats.inbox.emptyStatus')
            : t('chats.list.empty')}
      </Text>
    );
  return (
    <Stack gap={0} data-testid="conversations">
      {conversations.map((conversation) => (
        <UnstyledButton
          key={conversation.conversation_id}
          onClick={() => onSelect(conversation)}
          data-testid="conversation"
          aria-current={conversation.conversation_id === selectedId ? 'true' : undefined}
          px="sm"
          py={8}
          style={{
            borderBottom: '1px solid var(--mantine-color-default-border)',
            background:
              conversation.conversation_id === selectedId ? 'var(--mantine-color-default-hover)' : undefined,
          }}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm" truncate data-testid="conversation-name">
              {conversation.name ?? conversation.phone}
            </Text>
            <Text size="xs" c={conversation.unread_count > 0 ? 'teal' : 'dimmed'} style={{ flexShrink: 0 }}>
              {formats.timeOrDate(conversation.last_message_at)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Box miw={0} flex={1}>
              <Preview conversation={conversation} />
            </Box>
            {conversation.status === 'open' ? null : (
              <Badge
                size="xs"
                variant="light"
                color={STATUS_COLORS[conversation.status]}
                data-testid="status-badge"
              >
                {t(`chats.inbox.tabs.${conversation.status}`)}
              </Badge>
            )}
            {conversation.unread_count > 0 ? (
              <Badge size="sm" circle color="teal" data-testid="unread-count">
                {formats.number(conversation.unread_count)}
              </Badge>
            ) : null}
          </Group>
          <RowFooter conversation={conversation} outsideHours={outsideHours} />
          <LabelBadges labels={conversation.labels} />
        </UnstyledButton>
      ))}
      {list.hasNextPage ? (
        <Center p="xs">
          <Button
            variant="subtle"
            size="xs"
            loading={list.isFetchingNextPage}
            onClick={() => list.fetchNextPage()}
          >
            {t('chats.list.more')}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}

/** A row's last line: the number and device, whose it is, and "outside business hours". */
function RowFooter(props: { conversation: Conversation; outsideHours: (at: string) => boolean }) {
  const { conversation, outsideHours } = props;
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="xs" c="dimmed" truncate>
        {conversation.name ? `${conversation.phone} · ` : ''}
        {conversation.device_name}
      </Text>
      {conversation.assignee ? (
        <Text
          size="xs"
          c="dimmed"
          truncate
          maw={110}
          style={{ flexShrink: 0 }}
          data-testid="conversation-assignee"
        >
          {t('chats.assign.with', { name: conversation.assignee.name })}
        </Text>
      ) : null}
      <OutsideHoursMark conversation={conversation} outside={outsideHours} />
    </Group>
  );
}

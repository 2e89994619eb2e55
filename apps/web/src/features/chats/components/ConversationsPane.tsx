import { Box, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ChatChannel } from '@siar/shared';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatAddress } from '../hooks/use-chat-address.ts';
import type { ConversationSearch } from '../hooks/use-conversation-search.ts';
import { AssigneeViews } from './AssigneeViews.tsx';
import { ChannelPicker } from './ChannelPicker.tsx';
import { ConversationList } from './ConversationList.tsx';
import { LabelFilter } from './LabelFilter.tsx';
import { StatusTabs } from './StatusTabs.tsx';

type Props = {
  narrow: boolean;
  channels: ChatChannel[];
  /** Which channel and conversation are picked (useChatAddress). */
  address: ChatAddress;
  search: ConversationSearch;
  /** The header's buttons (InboxActions). */
  actions: ReactNode;
};

/** The left pane: channels, status tabs, a search, "unanswered only", and the conversations they leave. */
export function ConversationsPane(props: Props) {
  const { narrow, channels, address, actions } = props;
  const {
    search,
    setSearch,
    debounced,
    unanswered,
    setUnanswered,
    status,
    setStatus,
    assignee,
    setAssignee,
    labelId,
    setLabelId,
  } = props.search;
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius={0}
      w={narrow ? '100%' : 340}
      style={{ display: 'flex', flexDirection: 'column', flexShrink: 0 }}
    >
      <Group justify="space-between" px="xs" pt="xs" wrap="nowrap">
        <Text fw={600}>{t('chats.list.title')}</Text>
        {actions}
      </Group>
      <ChannelPicker channels={channels} selectedId={address.channelId} onSelect={address.setChannel} />
      <Stack gap={6} px="xs" pb="xs">
        <AssigneeViews value={assignee} onChange={setAssignee} />
        <StatusTabs channelId={address.channelId} value={status} onChange={setStatus} />
        <Group gap={6} wrap="nowrap">
          <TextInput
            size="xs"
            flex={1}
            leftSection={<IconSearch size={14} />}
            placeholder={t('chats.list.search')}
            aria-label={t('chats.list.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <LabelFilter value={labelId} onChange={setLabelId} />
        </Group>
        <Switch
          size="xs"
          label={t('chats.list.unanswered')}
          checked={unanswered}
          onChange={(event) => setUnanswered(event.currentTarget.checked)}
        />
      </Stack>
      <Box style={{ flex: 1, overflowY: 'auto' }}>
        <ConversationList
          filter={{ channelId: address.channelId, search: debounced, unanswered, status, assignee, labelId }}
          selectedId={address.conversationId}
          onSelect={(picked) => address.setConversation(picked.conversation_id)}
        />
      </Box>
    </Paper>
  );
}

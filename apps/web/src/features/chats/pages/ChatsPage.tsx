import { ActionIcon, Box, Group, Paper, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { Conversation } from '@siar/shared';
import {
  IconArrowLeft,
  IconBolt,
  IconSearch,
  IconSettings,
  IconTestPipe,
  IconUser,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { IconButton } from '../../../components/IconButton.tsx';
import { chatsKeys } from '../chats.query-keys.ts';
import { markRead } from '../chats-api.ts';
import { ChannelPicker } from '../components/ChannelPicker.tsx';
import { Composer } from '../components/Composer.tsx';
import { ContactPanel } from '../components/ContactPanel.tsx';
import { ConversationList } from '../components/ConversationList.tsx';
import { QuickRepliesModal } from '../components/QuickRepliesModal.tsx';
import { SandboxContactModal } from '../components/SandboxContactModal.tsx';
import { Thread } from '../components/Thread.tsx';
import { useChannels, useChatContact, useChatDevices, useConversation } from '../hooks/use-chats.ts';

const PANE_HEIGHT = 'calc(100dvh - 140px)';

/**
 * The inbox, like WhatsApp Web: channels and conversations on the left, the thread in the middle,
 * the contact on the right. On a phone one pane shows at a time. The channel and the open
 * conversation live in the address, so a reload or a shared link opens the same place.
 */
export function ChatsPage() {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 62em)');
  const narrow = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const channelId = params.get('channel');
  const conversationId = params.get('c');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [unanswered, setUnanswered] = useState(false);
  const [showContact, setShowContact] = useState(false);
  const [quickRepliesOpen, setQuickRepliesOpen] = useState(false);
  const [sandboxOpen, setSandboxOpen] = useState(false);
  const channels = useChannels();
  const conversation = useConversation(conversationId);
  const contact = useChatContact(conversation.data?.contact_id ?? null);
  const devices = useChatDevices();
  const sandboxDevices = (devices.data ?? []).filter(
    (device) => device.engine === 'sandbox' && device.state === 'connected',
  );

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'channel' },
    );

  // Opening a conversation reads it; a message arriving while it is open is read too.
  const read = useMutation({
    mutationFn: markRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsKeys.all }),
  });
  const unread = conversation.data?.unread_count ?? 0;
  // Once per conversation and count: a failing call is not repeated in a loop.
  const lastRead = useRef('');
  useEffect(() => {
    const key = `${conversationId}:${unread}:${conversation.dataUpdatedAt}`;
    if (!conversationId || unread === 0 || lastRead.current === key) return;
    lastRead.current = key;
    read.mutate(conversationId);
  }, [conversationId, unread, conversation.dataUpdatedAt, read.mutate]);

  const open = (picked: Conversation) => setParam('c', picked.conversation_id);
  const showList = !narrow || !conversationId;
  const showThread = !narrow || !!conversationId;
  const contactAside = wide || showContact;

  const list = (
    <Paper
      withBorder
      radius={0}
      w={narrow ? '100%' : 340}
      style={{ display: 'flex', flexDirection: 'column', flexShrink: 0 }}
    >
      <Group justify="space-between" px="xs" pt="xs" wrap="nowrap">
        <Text fw={600}>{t('chats.list.title')}</Text>
        <Group gap={4} wrap="nowrap">
          {sandboxDevices.length > 0 ? (
            <Tooltip label={t('chats.sandbox.title')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('chats.sandbox.title')}
                onClick={() => setSandboxOpen(true)}
              >
                <IconTestPipe size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          <Tooltip label={t('chats.quickReplies.manage')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('chats.quickReplies.manage')}
              onClick={() => setQuickRepliesOpen(true)}
            >
              <IconBolt size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('routes.cpanel-chat-channels.title')}>
            <ActionIcon
              variant="subtle"
              component={Link}
              to={PATHS.cpanel.chatChannels}
              aria-label={t('routes.cpanel-chat-channels.title')}
            >
              <IconSettings size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <ChannelPicker
        channels={channels.data ?? []}
        selectedId={channelId}
        onSelect={(id) => setParam('channel', id)}
      />
      <Stack gap={6} px="xs" pb="xs">
        <TextInput
          size="xs"
          leftSection={<IconSearch size={14} />}
          placeholder={t('chats.list.search')}
          aria-label={t('chats.list.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Switch
          size="xs"
          label={t('chats.list.unanswered')}
          checked={unanswered}
          onChange={(event) => setUnanswered(event.currentTarget.checked)}
        />
      </Stack>
      <Box style={{ flex: 1, overflowY: 'auto' }}>
        <ConversationList
          filter={{ channelId, search: debounced, unanswered }}
          selectedId={conversationId}
          onSelect={open}
        />
      </Box>
    </Paper>
  );

  const thread = conversationId ? (
    <Paper withBorder radius={0} style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Group
        px="xs"
        py={6}
        justify="space-between"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap={6} wrap="nowrap" miw={0}>
          {narrow ? (
            <IconButton label={t('chats.back')} onClick={() => setParam('c', null)}>
              <IconArrowLeft size={18} />
            </IconButton>
          ) : null}
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate data-testid="thread-title">
              {conversation.data?.name ?? conversation.data?.phone ?? ''}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {conversation.data?.name ? conversation.data.phone : conversation.data?.device_name}
            </Text>
          </Stack>
        </Group>
        {!wide ? (
          <IconButton label={t('chats.contact.show')} onClick={() => setShowContact((v) => !v)}>
            <IconUser size={18} />
          </IconButton>
        ) : null}
      </Group>
      {conversation.isError ? (
        <Text c="red" p="md">
          {t('chats.thread.notFound')}
        </Text>
      ) : (
        <>
          <Thread key={conversationId} conversationId={conversationId} />
          {conversation.data ? (
            <Composer
              conversation={conversation.data}
              contact={contact.data}
              onManageQuickReplies={() => setQuickRepliesOpen(true)}
            />
          ) : null}
        </>
      )}
    </Paper>
  ) : (
    <Paper
      withBorder
      radius={0}
      style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Text c="dimmed" p="md" ta="center">
        {t('chats.thread.pick')}
      </Text>
    </Paper>
  );

  const contactPane =
    conversation.data && contactAside ? (
      <Paper
        withBorder
        radius={0}
        w={narrow ? '100%' : 280}
        style={{ flexShrink: 0, overflowY: 'auto', ...(narrow ? {} : {}) }}
      >
        {narrow ? (
          <IconButton m="xs" label={t('chats.back')} onClick={() => setShowContact(false)}>
            <IconArrowLeft size={18} />
          </IconButton>
        ) : null}
        <ContactPanel conversation={conversation.data} contact={contact.data} loading={contact.isLoading} />
      </Paper>
    ) : null;

  return (
    <>
      <Group gap={0} align="stretch" wrap="nowrap" h={PANE_HEIGHT} mih={420} data-testid="chats">
        {narrow && showContact && contactPane ? (
          contactPane
        ) : (
          <>
            {showList ? list : null}
            {showThread ? thread : null}
            {!narrow ? contactPane : null}
          </>
        )}
      </Group>
      <QuickRepliesModal opened={quickRepliesOpen} onClose={() => setQuickRepliesOpen(false)} />
      {sandboxOpen ? (
        <SandboxContactModal opened onClose={() => setSandboxOpen(false)} devices={sandboxDevices} />
      ) : null}
    </>
  );
}

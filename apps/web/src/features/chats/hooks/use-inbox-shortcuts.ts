import { useHotkeys } from '@mantine/hooks';
import type { Conversation } from '@siar/shared';
import { useSession } from '../../auth/hooks/use-session.ts';
import type { ConversationFilter } from '../chats-api.ts';
import { INBOX_SHORTCUTS, type InboxShortcutAction, neighbour } from '../inbox-shortcuts.ts';
import { snoozeUntil } from '../snooze-times.ts';
import { useAssignConversation } from './use-assignment.ts';
import type { ChatAddress } from './use-chat-address.ts';
import { useConversations } from './use-chats.ts';
import type { ConversationSearch } from './use-conversation-search.ts';
import { useChangeConversationStatus } from './use-conversation-status.ts';

/** An element of the open thread a shortcut uses (the composer, the quick replies button). */
const shortcutTarget = (name: string) => document.querySelector<HTMLElement>(`[data-shortcut="${name}"]`);

/**
 * The inbox's keys (INBOX_SHORTCUTS): move through the list, resolve or reopen, snooze till
 * tomorrow, take the conversation, answer, pick a quick reply, and `?` for the list of keys. They
 * are not heard while someone types in a field (Mantine's useHotkeys leaves inputs alone).
 */
export function useInboxShortcuts(props: {
  address: ChatAddress;
  search: ConversationSearch;
  conversation: Conversation | undefined;
  onHelp: () => void;
}) {
  const { conversation, address, search } = props;
  // The list's own filter (ConversationsPane): the same query, read from its cache.
  const filter: ConversationFilter = {
    channelId: address.channelId,
    search: search.debounced,
    unanswered: search.unanswered,
    status: search.status,
    assignee: search.assignee,
  };
  const id = conversation?.conversation_id ?? '';
  const me = useSession().data?.user?.id;
  const list = useConversations(filter);
  const status = useChangeConversationStatus(id);
  const assign = useAssignConversation(id);
  const ids = (list.data?.pages ?? []).flatMap((page) => page.results.map((c) => c.conversation_id));

  const run: Record<InboxShortcutAction, () => void> = {
    next: () => move(1),
    previous: () => move(-1),
    resolve: () => {
      if (!conversation) return;
      const closed = conversation.status === 'resolved' || conversation.status === 'snoozed';
      status.mutate({ status: closed ? 'open' : 'resolved' });
    },
    snooze: () => {
      if (conversation && conversation.status !== 'resolved')
        status.mutate({ status: 'snoozed', snoozed_until: snoozeUntil('tomorrow')!.toISOString() });
    },
    assignToMe: () => {
      if (conversation && me && conversation.assignee?.id !== me) assign.mutate(me);
    },
    reply: () => shortcutTarget('composer')?.focus(),
    quickReplies: () => shortcutTarget('quick-replies')?.click(),
    help: props.onHelp,
  };
  function move(step: 1 | -1) {
    const next = neighbour(ids, conversation?.conversation_id ?? null, step);
    if (next) address.setConversation(next);
  }
  useHotkeys(INBOX_SHORTCUTS.map(({ hotkey, action }) => [hotkey, () => run[action]()]));
}

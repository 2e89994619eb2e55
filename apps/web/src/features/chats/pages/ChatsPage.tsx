import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ContactPane } from '../components/ContactPane.tsx';
import { ConversationsPane } from '../components/ConversationsPane.tsx';
import { InboxActions } from '../components/InboxActions.tsx';
import { InboxPanes } from '../components/InboxPanes.tsx';
import { LabelsModal } from '../components/LabelsModal.tsx';
import { NewConversationModal } from '../components/NewConversationModal.tsx';
import { QuickRepliesModal } from '../components/QuickRepliesModal.tsx';
import { SandboxContactModal } from '../components/SandboxContactModal.tsx';
import { ShortcutsHelp } from '../components/ShortcutsHelp.tsx';
import { ThreadPane } from '../components/ThreadPane.tsx';
import { useChatAddress } from '../hooks/use-chat-address.ts';
import { useChannels, useChatContact, useConversation, useSandboxDevices } from '../hooks/use-chats.ts';
import { useConversationSearch } from '../hooks/use-conversation-search.ts';
import { useInboxShortcuts } from '../hooks/use-inbox-shortcuts.ts';
import { useReadMentionsOnOpen } from '../hooks/use-mentions.ts';
import { useReadOnOpen } from '../hooks/use-read-on-open.ts';

/**
 * The inbox, like WhatsApp Web: channels and conversations on the left, the thread in the middle,
 * the contact on the right. On a phone one pane shows at a time. The channel and the open
 * conversation live in the address, so a reload or a shared link opens the same place.
 */
export function ChatsPage() {
  const wide = useMediaQuery('(min-width: 62em)');
  const narrow = !!useMediaQuery('(max-width: 48em)');
  const address = useChatAddress();
  const { conversationId } = address;
  const search = useConversationSearch();
  const [showContact, setShowContact] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const channels = useChannels();
  const conversation = useConversation(conversationId);
  const contact = useChatContact(conversation.data?.contact_id ?? null);
  const sandboxDevices = useSandboxDevices();
  useReadOnOpen(conversationId, conversation);
  useReadMentionsOnOpen(conversationId);
  useInboxShortcuts({
    address,
    search,
    conversation: conversation.data,
    onHelp: () => setDialog('shortcuts'),
  });

  const list = (
    <ConversationsPane
      narrow={narrow}
      channels={channels.data ?? []}
      address={address}
      search={search}
      actions={<InboxActions canWriteAsContact={sandboxDevices.length > 0} onOpen={setDialog} />}
    />
  );
  const thread = (
    <ThreadPane
      conversationId={conversationId}
      conversation={conversation}
      contact={contact.data}
      onManageQuickReplies={() => setDialog('quick-replies')}
      onManageLabels={() => setDialog('labels')}
      onBack={narrow ? () => address.setConversation(null) : null}
      onToggleContact={!wide ? () => setShowContact((v) => !v) : null}
    />
  );
  const contactPane =
    conversation.data && (wide || showContact) ? (
      <ContactPane
        narrow={narrow}
        conversation={conversation.data}
        contact={contact.data}
        loading={contact.isLoading}
        onBack={() => setShowContact(false)}
      />
    ) : null;

  return (
    <>
      <InboxPanes
        narrow={narrow}
        open={!!conversationId}
        showContact={showContact}
        list={list}
        thread={thread}
        contact={contactPane}
      />
      <InboxDialogs dialog={dialog} onClose={() => setDialog(null)} onStarted={address.setConversation} />
    </>
  );
}

type Dialog = 'new' | 'quick-replies' | 'labels' | 'sandbox' | 'shortcuts' | null;

/** The inbox's dialogs: a new conversation, quick replies and labels to manage, a sandbox contact to play, the keys. */
function InboxDialogs(props: {
  dialog: Dialog;
  onClose: () => void;
  onStarted: (conversationId: string) => void;
}) {
  const { dialog, onClose } = props;
  const sandboxDevices = useSandboxDevices();
  return (
    <>
      <NewConversationModal opened={dialog === 'new'} onClose={onClose} onStarted={props.onStarted} />
      <QuickRepliesModal opened={dialog === 'quick-replies'} onClose={onClose} />
      <LabelsModal opened={dialog === 'labels'} onClose={onClose} />
      <ShortcutsHelp opened={dialog === 'shortcuts'} onClose={onClose} />
      {dialog === 'sandbox' ? (
        <SandboxContactModal opened onClose={onClose} devices={sandboxDevices} />
      ) : null}
    </>
  );
}

import { notifications } from '@mantine/notifications';
import { attachmentProblem, type Contact, type Conversation, type QuickReply } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorReason, useTranslateMessage } from '../../../app/messages.ts';
import { fillQuickReply, insertReply, matchingReplies, typedShortcut } from '../quick-reply-text.ts';
import { useQuickReplies } from './use-chats.ts';
import { useSendMessage } from './use-message-mutations.ts';
import { useTypingSignal } from './use-typing-signal.ts';

/** The composer's draft (a text, a file), its quick replies, and sending it. */
export function useComposer(conversation: Conversation, contact: Contact | undefined) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const replies = useQuickReplies();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const typing = useTypingSignal(conversation.conversation_id);
  const send = useSendMessage(conversation.conversation_id, {
    onSuccess: () => {
      setText('');
      setFile(null);
    },
    onError: (error) => {
      const reason = apiErrorReason(t, error);
      notifications.show({ color: 'red', title: t('chats.composer.sendFailed'), message: reason ?? '' });
    },
  });
  // A file WhatsApp would refuse (its type, or too large for it) is refused here, before uploading.
  const attach = (picked: File | null) => {
    const refused = picked && attachmentProblem(picked);
    if (refused) notifications.show({ color: 'red', message: translate(refused) });
    else setFile(picked);
  };
  const shortcut = typedShortcut(text);
  const suggestions = shortcut === null ? [] : matchingReplies(replies.data ?? [], shortcut);
  const choose = (reply: QuickReply) =>
    setText((current) => insertReply(current, fillQuickReply(reply, conversation, contact)));
  const type = (value: string) => {
    setText(value);
    typing.typed();
  };
  const submit = () => {
    typing.stopped();
    send.mutate({ text, file });
  };
  const canSend = (!!text.trim() || !!file) && !send.isPending;
  return {
    replies,
    text,
    type,
    file,
    setFile,
    attach,
    suggestions,
    choose,
    submit,
    canSend,
    sending: send.isPending,
  };
}

import { type Contact, type Conversation, type QuickReply, renderTemplate } from '@siar/shared';

/** The `/shortcut` being typed at the end of the composer's text, if any. */
export function typedShortcut(text: string): string | null {
  const match = /(?:^|\s)\/([a-z0-9_-]*)$/i.exec(text);
  return match ? match[1]!.toLowerCase() : null;
}

export function matchingReplies(replies: QuickReply[], shortcut: string): QuickReply[] {
  return replies.filter((reply) => reply.shortcut.startsWith(shortcut));
}

/** A quick reply filled in for this conversation's contact (as a template is for a recipient). */
export function fillQuickReply(
  reply: QuickReply,
  conversation: Conversation,
  contact: Contact | undefined,
): string {
  return renderTemplate(reply.text, {
    name: contact?.name ?? conversation.name ?? '',
    phone: conversation.phone,
    email: contact?.email ?? null,
    customFields: contact?.custom_fields ?? {},
  });
}

/** The composer's text with the typed `/shortcut` replaced by the reply (or the reply added). */
export function insertReply(text: string, filled: string): string {
  const shortcut = typedShortcut(text);
  if (shortcut === null) return text ? `${text}${text.endsWith('\n') ? '' : ' '}${filled}` : filled;
  return text.slice(0, text.length - shortcut.length - 1) + filled;
}

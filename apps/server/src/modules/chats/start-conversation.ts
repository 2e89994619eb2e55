import { normalizeContactPhone, renderTemplate, type StartConversationInput } from '@siar/shared';
import { AppError } from '../../http/errors.ts';
import { accountCountry } from '../accounts/index.ts';
import { findContact, findContactByPhone } from '../contacts/index.ts';
import { findDeviceLine } from '../devices/index.ts';
import type { PhonePrivacy } from '../team/phone-privacy.ts';
import { findMediaMeta, templateToSend } from '../templates/index.ts';
import { chatMedia, queueChatMessage } from './chat-send.repo.ts';
import { announceChats, type ChatsDeps } from './chats-deps.ts';
import * as assignment from './conversation-assignment.repo.ts';
import { ensureConversation } from './conversation-record.repo.ts';
import { conversationView } from './conversations.service.ts';
import type { InboxScope } from './inbox-scope.ts';

/** Who the conversation is with: the chosen contact, or the typed number (and its contact, if saved). */
async function recipient(deps: ChatsDeps, accountId: string, input: StartConversationInput) {
  if (input.contact_id) {
    const contact = await findContact(deps.db, accountId, input.contact_id);
    if (!contact) throw AppError.fields({ contact_id: 'contact_not_found' });
    return { phone: contact.phone, contact, field: 'contact_id' };
  }
  const phone = normalizeContactPhone(input.phone ?? '', await accountCountry(deps.db, accountId));
  if (!phone) throw AppError.fields({ phone: 'contact_phone_invalid' });
  const saved = await findContactByPhone(deps.db, accountId, phone);
  return {
    phone,
    contact: saved ? await findContact(deps.db, accountId, saved.id) : undefined,
    field: 'phone',
  };
}

/** The first message: the text as written, or the template filled in for the contact (with its file). */
async function firstMessage(
  deps: ChatsDeps,
  accountId: string,
  input: StartConversationInput,
  to: Awaited<ReturnType<typeof recipient>>,
) {
  if (!input.template_id) return { text: input.text ?? '', mediaId: null };
  const template = await templateToSend(deps.db, accountId, input.template_id);
  if (!template) throw AppError.fields({ template_id: 'template_not_found' });
  const text = renderTemplate(template.body, {
    name: to.contact?.name ?? '',
    phone: to.phone,
    email: to.contact?.email ?? null,
    customFields: to.contact?.customFields ?? {},
  });
  return { text, mediaId: template.mediaId };
}

/**
 * A member starts a conversation from the inbox (or writes in the one the device has with that
 * number): a contact who opted out is sent nothing, and the message leaves through the device's
 * outbox like any other, under its caps. A new conversation is the starter's; one with another
 * member stays theirs, and an agent who sees only their own may not write in it.
 */
export async function startConversation(
  deps: ChatsDeps,
  scope: InboxScope,
  input: StartConversationInput,
  privacy: PhonePrivacy,
) {
  const { accountId } = scope;
  const deviceId = input.device_id;
  if (!(await findDeviceLine(deps.db, accountId, deviceId)))
    throw AppError.fields({ device_id: 'device_not_found' });
  const to = await recipient(deps, accountId, input);
  if (to.contact?.optedOutAt) throw AppError.fields({ [to.field]: 'chat_contact_opted_out' });
  const content = await firstMessage(deps, accountId, input, to);
  const media = content.mediaId ? await findMediaMeta(deps.db, accountId, content.mediaId) : undefined;
  const conversation = await ensureConversation(deps.db, { accountId, deviceId, peerPhone: to.phone });
  if (scope.onlyOwnAndUnassigned && conversation.assigneeId && conversation.assigneeId !== scope.userId)
    throw AppError.conflict('conversation_with_another_member');
  await queueChatMessage(deps.db, {
    accountId,
    conversationId: conversation.id,
    deviceId,
    peerPhone: to.phone,
    contactId: to.contact?.id ?? null,
    text: content.text.trim() ? content.text : null,
    media: media ? chatMedia(media) : null,
  });
  if (conversation.created)
    await deps.db.transaction((tx) =>
      assignment.assign(tx, {
        accountId,
        conversationId: conversation.id,
        from: null,
        to: scope.userId,
        byUserId: scope.userId,
      }),
    );
  await announceChats(deps, accountId, deviceId);
  return conversationView(deps, scope, conversation.id, privacy);
}

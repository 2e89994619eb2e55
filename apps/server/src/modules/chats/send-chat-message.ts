import type { SendChatMessageInput } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { findMediaMeta } from '../templates/index.ts';
import { chatMedia, findSentMessage, queueChatMessage, requeueFailed } from './chat-send.repo.ts';
import { announceChats, type ChatsDeps } from './chats-deps.ts';
import { toChatMessage } from './chats-view.ts';
import { findThreadMessage } from './conversations.repo.ts';
import { findConversation } from './conversations.service.ts';
import { accountOf, type Viewer } from './inbox-scope.ts';

/**
 * Queues a reply in the conversation; the device's sender sends it (now, or once the device is
 * connected again) and its ticks follow. A number not on WhatsApp fails the message with that reason.
 */
export async function sendChatMessage(
  deps: ChatsDeps,
  viewer: Viewer,
  conversationId: string,
  input: SendChatMessageInput,
) {
  const accountId = accountOf(viewer);
  const conversation = await findConversation(deps, viewer, conversationId);
  const media = input.media_id ? await findMediaMeta(deps.db, accountId, input.media_id) : undefined;
  if (input.media_id && !media) throw AppError.fields({ media_id: 'media_not_found' });
  const text = input.text?.trim() ? input.text : null;
  const messageId = await queueChatMessage(deps.db, {
    accountId,
    conversationId,
    deviceId: conversation.device_id,
    peerPhone: conversation.peer_phone,
    contactId: conversation.contact_id,
    text,
    media: media ? chatMedia(media) : null,
  });
  await announceChats(deps, accountId, conversation.device_id);
  return threadMessage(deps.db, conversationId, messageId);
}

export async function retryChatMessage(
  deps: ChatsDeps,
  viewer: Viewer,
  conversationId: string,
  messageId: string,
) {
  const accountId = accountOf(viewer);
  const conversation = await findConversation(deps, viewer, conversationId);
  const found = await findSentMessage(deps.db, accountId, conversationId, messageId);
  if (!found) throw AppError.notFound('chat_message_not_found');
  if (!(await requeueFailed(deps.db, accountId, messageId)))
    throw AppError.conflict('chat_message_not_failed');
  await announceChats(deps, accountId, conversation.device_id);
  return threadMessage(deps.db, conversationId, messageId);
}

async function threadMessage(db: Database, conversationId: string, messageId: string) {
  return toChatMessage((await findThreadMessage(db, conversationId, messageId))!);
}

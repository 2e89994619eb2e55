import {
  CHATS_PATHS,
  chatDoneSchema,
  chatMessageAnswerSchema,
  chatMessageParamsSchema,
  chatMessagesAnswerSchema,
  conversationAnswerSchema,
  conversationIdParamsSchema,
  conversationsAnswerSchema,
  conversationsQuerySchema,
  detailErrorSchema,
  messagesQuerySchema,
  sendChatMessageSchema,
  startConversationSchema,
  typingSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedAnswer } from '../../http/answer-cache.ts';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { phonePrivacyFor } from '../team/phone-privacy.ts';
import type { ChatsDeps, ChatsRouteDeps } from './chats-deps.ts';
import { conversationAssignmentRoutes } from './conversation-assignment.routes.ts';
import { conversationLabelRoutes } from './conversation-labels.routes.ts';
import { conversationNoteRoutes } from './conversation-notes.routes.ts';
import { conversationStatusRoutes } from './conversation-status.routes.ts';
import * as conversations from './conversations.service.ts';
import { inboxScope, inboxViewer } from './inbox-scope.ts';
import { retryChatMessage, sendChatMessage } from './send-chat-message.ts';
import { startConversation } from './start-conversation.ts';

const tags = ['chats'];

/** The inbox: conversations, their threads, replies, retries and read marks. */
export function conversationsRoutes(deps: ChatsRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    listConversationsRoute(app, deps);
    startConversationRoute(app, deps);
    conversationRoute(app, deps);
    threadPageRoute(app, deps);
    sendMessageRoute(app, deps);
    retryMessageRoute(app, deps);
    typingRoute(app, deps);
    markReadRoute(app, deps);
    conversationStatusRoutes(app, deps);
    conversationAssignmentRoutes(app, deps);
    conversationLabelRoutes(app, deps);
    conversationNoteRoutes(app, deps);
  };
}

function listConversationsRoute(app: RouteApp, deps: ChatsRouteDeps) {
  app.get(
    inGroup('subscribed', CHATS_PATHS.conversations),
    {
      schema: {
        tags,
        summary:
          "Conversations, latest first: a channel's or all devices', with search and the unanswered filter",
        querystring: conversationsQuerySchema,
        response: { 200: conversationsAnswerSchema },
      },
    },
    // Kept until the account's next event, one answer for the members who would get the same.
    async (request, reply) => {
      const { scope, privacy } = await inboxViewer(deps.db, request.customer);
      const key = conversations.listAnswerKey(scope, request.query, privacy, request.url);
      return cachedAnswer(deps.answers, reply, { accountId: scope.accountId, key }, () =>
        conversations.listConversations(deps, scope, request.query, privacy),
      );
    },
  );
}

function startConversationRoute(app: RouteApp, deps: ChatsDeps) {
  app.post(
    inGroup('subscribed', CHATS_PATHS.conversations),
    {
      schema: {
        tags,
        summary:
          'Starts a conversation with a contact or a number through a device, with a text or a template (or writes in the one there is)',
        body: startConversationSchema,
        response: {
          201: conversationAnswerSchema,
          409: detailErrorSchema.describe(
            "The device's conversation with this number is another member's (conversation_with_another_member)",
          ),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await startConversation(
            deps,
            await inboxScope(deps.db, request.customer),
            request.body,
            await phonePrivacyFor(deps.db, request.customer),
          ),
        ),
  );
}

function conversationRoute(app: RouteApp, deps: ChatsDeps) {
  app.get(
    inGroup('subscribed', CHATS_PATHS.conversation),
    {
      schema: {
        tags,
        summary: 'One conversation: the contact, the device, the unread count',
        params: conversationIdParamsSchema,
        response: { 200: conversationAnswerSchema },
      },
    },
    async (request) =>
      conversations.conversationView(
        deps,
        await inboxScope(deps.db, request.customer),
        request.params.conversation_id,
        await phonePrivacyFor(deps.db, request.customer),
      ),
  );
}

function threadPageRoute(app: RouteApp, deps: ChatsDeps) {
  app.get(
    inGroup('subscribed', CHATS_PATHS.messages),
    {
      schema: {
        tags,
        summary: 'A page of the thread, oldest first; next_cursor loads older messages',
        params: conversationIdParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: chatMessagesAnswerSchema },
      },
    },
    async (request) =>
      conversations.threadPage(
        deps,
        await inboxScope(deps.db, request.customer),
        request.params.conversation_id,
        request.query.cursor,
      ),
  );
}

function sendMessageRoute(app: RouteApp, deps: ChatsDeps) {
  app.post(
    inGroup('subscribed', CHATS_PATHS.messages),
    {
      schema: {
        tags,
        summary:
          'Sends a text or an attachment (uploaded first, as a template attachment) in the conversation',
        params: conversationIdParamsSchema,
        body: sendChatMessageSchema,
        response: { 201: chatMessageAnswerSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await sendChatMessage(
            deps,
            await inboxScope(deps.db, request.customer),
            request.params.conversation_id,
            request.body,
          ),
        ),
  );
}

function retryMessageRoute(app: RouteApp, deps: ChatsDeps) {
  app.post(
    inGroup('subscribed', CHATS_PATHS.retry),
    {
      schema: {
        tags,
        summary: 'Sends a failed message again',
        params: chatMessageParamsSchema,
        response: { 200: chatMessageAnswerSchema },
      },
    },
    async (request) =>
      retryChatMessage(
        deps,
        await inboxScope(deps.db, request.customer),
        request.params.conversation_id,
        request.params.message_id,
      ),
  );
}

function typingRoute(app: RouteApp, deps: ChatsDeps) {
  app.post(
    inGroup('subscribed', CHATS_PATHS.typing),
    {
      schema: {
        tags,
        summary: 'Shows "typing…" to the contact while someone writes an answer (false when they stop)',
        params: conversationIdParamsSchema,
        body: typingSchema,
        response: { 200: chatDoneSchema },
      },
    },
    async (request) =>
      conversations.typing(
        deps,
        await inboxScope(deps.db, request.customer),
        request.params.conversation_id,
        request.body.typing,
      ),
  );
}

function markReadRoute(app: RouteApp, deps: ChatsDeps) {
  app.post(
    inGroup('subscribed', CHATS_PATHS.read),
    {
      schema: {
        tags,
        summary: 'The conversation was opened: its messages count as read',
        params: conversationIdParamsSchema,
        response: { 200: chatDoneSchema },
      },
    },
    async (request) =>
      conversations.markRead(
        deps,
        await inboxScope(deps.db, request.customer),
        request.params.conversation_id,
      ),
  );
}

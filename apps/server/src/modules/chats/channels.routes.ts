import {
  CHATS_PATHS,
  channelAnswerSchema,
  channelIdParamsSchema,
  channelSchema,
  channelsAnswerSchema,
  channelsOrderSchema,
  chatDevicesAnswerSchema,
  chatDoneSchema,
  quickRepliesAnswerSchema,
  quickReplyAnswerSchema,
  quickReplyIdParamsSchema,
  quickReplySchema,
  sandboxChatMessageSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { deviceOptions } from '../devices/index.ts';
import { phonePrivacyFor } from '../team/phone-privacy.ts';
import * as channels from './channels.service.ts';
import type { ChatsDeps } from './chats-deps.ts';
import * as quickReplies from './quick-replies.service.ts';
import { writeAsSandboxContact } from './sandbox-chat-message.ts';

const tags = ['chats'];

/** Chat channels, quick replies, and the sandbox's simulated contacts. */
export function chatChannelsRoutes(deps: ChatsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    listChannelsRoute(app, deps);
    createChannelRoute(app, deps);
    updateChannelRoute(app, deps);
    deleteChannelRoute(app, deps);
    reorderChannelsRoute(app, deps);
    listQuickRepliesRoute(app, deps);
    createQuickReplyRoute(app, deps);
    updateQuickReplyRoute(app, deps);
    deleteQuickReplyRoute(app, deps);
    chatDevicesRoute(app, deps);
    sandboxMessageRoute(app, deps);
  };
}

function listChannelsRoute(app: RouteApp, deps: ChatsDeps) {
  app.get(
    inGroup('subscribed', CHATS_PATHS.channels),
    {
      schema: {
        tags,
        summary: 'The chat channels in their order',
        response: { 200: channelsAnswerSchema },
      },
    },
    async (request) => ({ results: await channels.listChannels(deps, request.customer.accountId) }),
  );
}

function createChannelRoute(app: RouteApp, deps: ChatsDeps) {
  app.post(
    inGroup('subscribed', CHATS_PATHS.channels),
    {
      schema: {
        tags,
        summary: 'Creates a chat channel over some of the devices (placed last)',
        body: channelSchema,
        response: { 201: channelAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await channels.createChannel(deps, request.customer.accountId, request.body)),
  );
}

function updateChannelRoute(app: RouteApp, deps: ChatsDeps) {
  app.put(
    inGroup('subscribed', CHATS_PATHS.channel),
    {
      schema: {
        tags,
        summary: 'Edits a chat channel: name, colour and devices',
        params: channelIdParamsSchema,
        body: channelSchema,
        response: { 200: channelAnswerSchema },
      },
    },
    async (request) =>
      channels.updateChannel(deps, request.customer.accountId, request.params.channel_id, request.body),
  );
}

function deleteChannelRoute(app: RouteApp, deps: ChatsDeps) {
  app.delete(
    inGroup('subscribed', CHATS_PATHS.channel),
    {
      schema: {
        tags,
        summary: 'Deletes a chat channel (its conversations stay)',
        params: channelIdParamsSchema,
        response: { 200: chatDoneSchema },
      },
    },
    async (request) => {
      await channels.deleteChannel(deps, request.customer.accountId, request.params.channel_id);
      return { detail: 'Chat channel deleted.' };
    },
  );
}

function reorderChannelsRoute(app: RouteApp, deps: ChatsDeps) {
  app.put(
    inGroup('subscribed', CHATS_PATHS.channelsOrder),
    {
      schema: {
        tags,
        summary: 'Saves the channels in a new order, at once; it must name every channel once',
        body: channelsOrderSchema,
        response: { 200: channelsAnswerSchema },
      },
    },
    async (request) => ({
      results: await channels.reorderChannels(deps, request.customer.accountId, request.body.channel_ids),
    }),
  );
}

function listQuickRepliesRoute(app: RouteApp, deps: ChatsDeps) {
  app.get(
    inGroup('subscribed', CHATS_PATHS.quickReplies),
    {
      schema: {
        tags,
        summary: 'The quick replies, by shortcut',
        response: { 200: quickRepliesAnswerSchema },
      },
    },
    async (request) => ({
      results: await quickReplies.listQuickReplies(deps.db, request.customer.accountId),
    }),
  );
}

function createQuickReplyRoute(app: RouteApp, deps: ChatsDeps) {
  app.post(
    inGroup('subscribed', CHATS_PATHS.quickReplies),
    {
      schema: {
        tags,
        summary: 'Creates a quick reply (its text may use template variables)',
        body: quickReplySchema,
        response: { 201: quickReplyAnswerSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await quickReplies.createQuickReply(deps.db, request.customer.accountId, request.body)),
  );
}

function updateQuickReplyRoute(app: RouteApp, deps: ChatsDeps) {
  app.put(
    inGroup('subscribed', CHATS_PATHS.quickReply),
    {
      schema: {
        tags,
        summary: 'Edits a quick reply',
        params: quickReplyIdParamsSchema,
        body: quickReplySchema,
        response: { 200: quickReplyAnswerSchema },
      },
    },
    async (request) =>
      quickReplies.updateQuickReply(
        deps.db,
        request.customer.accountId,
        request.params.quick_reply_id,
        request.body,
      ),
  );
}

function deleteQuickReplyRoute(app: RouteApp, deps: ChatsDeps) {
  app.delete(
    inGroup('subscribed', CHATS_PATHS.quickReply),
    {
      schema: {
        tags,
        summary: 'Deletes a quick reply',
        params: quickReplyIdParamsSchema,
        response: { 200: chatDoneSchema },
      },
    },
    async (request) => {
      await quickReplies.deleteQuickReply(deps.db, request.customer.accountId, request.params.quick_reply_id);
      return { detail: 'Quick reply deleted.' };
    },
  );
}

function chatDevicesRoute(app: RouteApp, deps: ChatsDeps) {
  app.get(
    inGroup('subscribed', CHATS_PATHS.devices),
    {
      schema: {
        tags,
        summary: "The account's devices (name, engine, state), for channels and the sandbox's contacts",
        response: { 200: chatDevicesAnswerSchema },
      },
    },
    async (request) => ({ results: await deviceOptions(deps.db, request.customer.accountId) }),
  );
}

function sandboxMessageRoute(app: RouteApp, deps: ChatsDeps) {
  app.post(
    inGroup('subscribed', CHATS_PATHS.sandboxMessage),
    {
      schema: {
        tags,
        summary:
          'Sandbox devices only: a simulated contact writes to the device, which receives it as a message',
        body: sandboxChatMessageSchema,
        response: { 200: chatDoneSchema },
      },
    },
    async (request) =>
      writeAsSandboxContact(
        deps,
        request.customer.accountId,
        request.body,
        await phonePrivacyFor(deps.db, request.customer),
      ),
  );
}

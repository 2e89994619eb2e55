import {
  CHATS_PATHS,
  conversationAnswerSchema,
  conversationCountsAnswerSchema,
  conversationCountsQuerySchema,
  conversationIdParamsSchema,
  conversationStatusSchema,
  detailErrorSchema,
} from '@siar/shared';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { phonePrivacyFor } from '../team/phone-privacy.ts';
import type { ChatsDeps } from './chats-deps.ts';
import * as status from './conversation-status.service.ts';
import { inboxScope } from './inbox-scope.ts';

const tags = ['chats'];

/** The team inbox's status: changing a conversation's, and the counts per status. */
export function conversationStatusRoutes(app: RouteApp, deps: ChatsDeps) {
  changeStatusRoute(app, deps);
  countsRoute(app, deps);
}

function changeStatusRoute(app: RouteApp, deps: ChatsDeps) {
  app.post(
    inGroup('subscribed', CHATS_PATHS.status),
    {
      schema: {
        tags,
        summary:
          'Opens, marks pending, snoozes (until a time to come, or until the contact writes) or resolves the conversation',
        params: conversationIdParamsSchema,
        body: conversationStatusSchema,
        response: {
          200: conversationAnswerSchema,
          409: detailErrorSchema.describe(
            'The conversation may not move from its status to this one (conversation_status_move_refused)',
          ),
        },
      },
    },
    async (request) =>
      status.changeConversationStatus(
        deps,
        {
          scope: await inboxScope(deps.db, request.customer),
          privacy: await phonePrivacyFor(deps.db, request.customer),
        },
        request.params.conversation_id,
        request.body,
      ),
  );
}

function countsRoute(app: RouteApp, deps: ChatsDeps) {
  app.get(
    inGroup('subscribed', CHATS_PATHS.conversationCounts),
    {
      schema: {
        tags,
        summary:
          "How many conversations are open, pending, snoozed and resolved: a channel's or all devices'",
        querystring: conversationCountsQuerySchema,
        response: { 200: conversationCountsAnswerSchema },
      },
    },
    async (request) =>
      status.conversationCounts(deps, await inboxScope(deps.db, request.customer), request.query.channel_id),
  );
}

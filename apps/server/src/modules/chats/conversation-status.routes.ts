import {
  CHATS_PATHS,
  conversationAnswerSchema,
  conversationCountsAnswerSchema,
  conversationCountsQuerySchema,
  conversationIdParamsSchema,
  conversationStatusSchema,
  detailErrorSchema,
} from '@siar/shared';
import { cachedAnswer } from '../../http/answer-cache.ts';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { phonePrivacyFor } from '../team/phone-privacy.ts';
import type { ChatsDeps, ChatsRouteDeps } from './chats-deps.ts';
import * as status from './conversation-status.service.ts';
import { inboxScope, scopeKey } from './inbox-scope.ts';

const tags = ['chats'];

/** The team inbox's status: changing a conversation's, and the counts per status. */
export function conversationStatusRoutes(app: RouteApp, deps: ChatsRouteDeps) {
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

function countsRoute(app: RouteApp, deps: ChatsRouteDeps) {
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
    // Kept until the account's next event, like the list (http/answer-cache.ts).
    async (request, reply) => {
      const scope = await inboxScope(deps.db, request.customer);
      const key = `conversation-counts:${scopeKey(scope)}:${request.url}`;
      return cachedAnswer(deps.answers, reply, { accountId: scope.accountId, key }, () =>
        status.conversationCounts(deps, scope, request.query.channel_id),
      );
    },
  );
}

import {
  CHATS_PATHS,
  conversationAnswerSchema,
  conversationAssigneeSchema,
  conversationIdParamsSchema,
  detailErrorSchema,
  inboxMembersAnswerSchema,
} from '@siar/shared';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { phonePrivacyFor } from '../team/phone-privacy.ts';
import type { ChatsDeps } from './chats-deps.ts';
import * as assignment from './conversation-assignment.service.ts';
import { inboxScope } from './inbox-scope.ts';

const tags = ['chats'];

/** The team inbox's assignment: who a conversation belongs to, and the members to give it to. */
export function conversationAssignmentRoutes(app: RouteApp, deps: ChatsDeps) {
  app.post(
    inGroup('subscribed', CHATS_PATHS.assignee),
    {
      schema: {
        tags,
        summary: 'Assigns the conversation to a team member, or to nobody; the thread shows who did',
        params: conversationIdParamsSchema,
        body: conversationAssigneeSchema,
        response: {
          200: conversationAnswerSchema,
          409: detailErrorSchema.describe(
            'Someone assigned the conversation meanwhile (conversation_assignee_changed)',
          ),
        },
      },
    },
    async (request) =>
      assignment.assignConversation(
        deps,
        await inboxScope(deps.db, request.customer),
        request.params.conversation_id,
        request.body,
        await phonePrivacyFor(deps.db, request.customer),
      ),
  );
  app.get(
    inGroup('subscribed', CHATS_PATHS.members),
    {
      schema: {
        tags,
        summary:
          "The account's active members to assign conversations to, with presence and open conversations",
        response: { 200: inboxMembersAnswerSchema },
      },
    },
    async (request) => assignment.inboxMembers(deps.db, request.customer.accountId),
  );
}

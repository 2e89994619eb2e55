import {
  addLabelSchema,
  CHATS_PATHS,
  type Conversation,
  conversationAnswerSchema,
  conversationIdParamsSchema,
  conversationLabelParamsSchema,
} from '@siar/shared';
import { type CustomerCaller, inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { checkLabels, labelConversations, unlabelConversation } from '../labels/index.ts';
import { phonePrivacyFor } from '../team/phone-privacy.ts';
import { announceChats, type ChatsDeps } from './chats-deps.ts';
import { conversationView, findConversation } from './conversations.service.ts';
import { type InboxScope, inboxScope } from './inbox-scope.ts';

const tags = ['chats'];

/**
 * Puts a label on a conversation the caller may see, or takes it off; every tab's list shows it.
 * A label of another account is "not found", as a conversation the caller may not see is.
 */
async function relabel(
  deps: ChatsDeps,
  scope: InboxScope,
  conversationId: string,
  labelId: string,
  on: boolean,
) {
  await findConversation(deps, scope, conversationId);
  // The label named in the body is a field's problem; the one in the address is not found.
  await checkLabels(deps.db, scope.accountId, [labelId], on ? 'label_id' : null);
  if (on) await labelConversations(deps.db, scope.accountId, [{ conversationId, labelId }]);
  else await unlabelConversation(deps.db, scope.accountId, conversationId, labelId);
  await announceChats(deps, scope.accountId);
}

export function conversationLabelRoutes(app: RouteApp, deps: ChatsDeps) {
  const answer = async (caller: CustomerCaller, scope: InboxScope, id: string): Promise<Conversation> =>
    conversationView(deps, scope, id, await phonePrivacyFor(deps.db, caller));
  app.post(
    inGroup('subscribed', CHATS_PATHS.conversationLabels),
    {
      schema: {
        tags,
        summary: 'Puts a label on the conversation (one already there stays once)',
        params: conversationIdParamsSchema,
        body: addLabelSchema,
        response: { 200: conversationAnswerSchema },
      },
    },
    async (request) => {
      const scope = await inboxScope(deps.db, request.customer);
      const id = request.params.conversation_id;
      await relabel(deps, scope, id, request.body.label_id, true);
      return answer(request.customer, scope, id);
    },
  );
  app.delete(
    inGroup('subscribed', CHATS_PATHS.conversationLabel),
    {
      schema: {
        tags,
        summary: 'Takes a label off the conversation',
        params: conversationLabelParamsSchema,
        response: { 200: conversationAnswerSchema },
      },
    },
    async (request) => {
      const scope = await inboxScope(deps.db, request.customer);
      const id = request.params.conversation_id;
      await relabel(deps, scope, id, request.params.label_id, false);
      return answer(request.customer, scope, id);
    },
  );
}

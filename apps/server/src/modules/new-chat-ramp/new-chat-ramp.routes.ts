import { NEW_CHAT_RAMP_PATHS, newChatRampAnswerSchema, newChatRampInputSchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { rampView, saveRamp } from './new-chat-ramp.service.ts';

const tags = ['devices'];

/** The ramp of daily new-chat caps: the owner's (under wa-devices, http/team-access.ts). */
export function newChatRampRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('subscribed', NEW_CHAT_RAMP_PATHS.ramp),
      {
        schema: {
          tags,
          operationId: 'getNewChatRamp',
          summary:
            "The account's ramp of daily new-chat caps (steps by a number's age) and each device's step, cap and new chats today",
          response: { 200: newChatRampAnswerSchema },
        },
      },
      async (request) => rampView(db, request.customer.accountId),
    );
    app.put(
      inGroup('subscribed', NEW_CHAT_RAMP_PATHS.ramp),
      {
        schema: {
          tags,
          operationId: 'saveNewChatRamp',
          summary: 'Saves the ramp: steps from day 0, days rising, caps never falling (1 to 12 steps)',
          body: newChatRampInputSchema,
          response: { 200: newChatRampAnswerSchema },
        },
      },
      async (request) => saveRamp(db, request.customer.accountId, request.body.steps),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { authenticatedUser } from '../../http/guards.ts';
import { isSubscribed } from './subscription-view.ts';
import { findLatestSubscription } from './subscriptions.repo.ts';

export function subscriptionCheckRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/account/subscription/check-if-subscribed/',
      {
        schema: {
          tags: ['billing'],
          summary: 'Whether the account has a subscription in force (trial included)',
          response: { 200: z.object({ is_subscribed: z.boolean() }) },
        },
      },
      async (request) => {
        const user = await authenticatedUser(request);
        const row = user.accountId ? await findLatestSubscription(db, user.accountId) : undefined;
        return { is_subscribed: isSubscribed(row) };
      },
    );
  };
}

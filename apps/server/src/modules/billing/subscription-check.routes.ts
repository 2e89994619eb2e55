import { subscriptionInfoSchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isSubscribed, toSubscriptionInfo } from './subscription-view.ts';
import { findLatestSubscription } from './subscriptions.repo.ts';

/** What any logged-in user may ask about their account's subscription (staff have none). */
export function subscriptionCheckRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/onboarding/check-subscription/',
      {
        schema: {
          tags: ['onboarding'],
          summary: "The account's subscription, if it has one",
          response: {
            200: z.object({ has_subscription: z.boolean(), subscription: subscriptionInfoSchema.nullable() }),
          },
        },
      },
      async (request) => {
        const { accountId } = request.user;
        const row = accountId ? await findLatestSubscription(db, accountId) : undefined;
        return { has_subscription: !!row, subscription: row ? toSubscriptionInfo(row) : null };
      },
    );

    app.get(
      '/subscription/check-if-subscribed/',
      {
        schema: {
          tags: ['billing'],
          summary: 'Whether the account has a subscription in force (trial included)',
          response: { 200: z.object({ is_subscribed: z.boolean() }) },
        },
      },
      async (request) => {
        return { is_subscribed: isSubscribed(request.user.subscription) };
      },
    );
  };
}

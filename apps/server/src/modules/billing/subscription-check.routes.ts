import {
  BILLING_PATHS,
  isSubscribedAnswerSchema,
  ONBOARDING_PATHS,
  subscriptionCheckSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { isSubscribed, toSubscriptionInfo } from './subscription-view.ts';
import { findLatestSubscription } from './subscriptions.repo.ts';

/** What any logged-in user may ask about their account's subscription (staff have none). */
export function subscriptionCheckRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('authenticated', ONBOARDING_PATHS.checkSubscription),
      {
        schema: {
          tags: ['onboarding'],
          summary: "The account's subscription, if it has one",
          response: { 200: subscriptionCheckSchema },
        },
      },
      async (request) => {
        const { accountId } = request.user;
        const row = accountId ? await findLatestSubscription(db, accountId) : undefined;
        return { has_subscription: !!row, subscription: row ? toSubscriptionInfo(row) : null };
      },
    );

    app.get(
      inGroup('authenticated', BILLING_PATHS.checkIfSubscribed),
      {
        schema: {
          tags: ['billing'],
          summary: 'Whether the account has a subscription in force (trial included)',
          response: { 200: isSubscribedAnswerSchema },
        },
      },
      async (request) => {
        return { is_subscribed: isSubscribed(request.user.subscription) };
      },
    );
  };
}

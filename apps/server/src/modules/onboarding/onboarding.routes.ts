import { emailField, phoneField, signUpSchema, subscriptionInfoSchema, usernameField } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { authenticatedUser } from '../../http/guards.ts';
import { requestLanguage } from '../../http/language.ts';
import { sessionUserSchema, toSessionUser } from '../auth/session-view.ts';
import { toSubscriptionInfo } from '../billing/subscription-view.ts';
import { findLatestSubscription } from '../billing/subscriptions.repo.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import { emailExists, phoneExists, usernameExists } from './onboarding.repo.ts';
import { selectOptions } from './select-options.ts';
import { signUp } from './sign-up.service.ts';

const available = z.object({ available: z.boolean() });
const option = z.object({ value: z.string(), label: z.string() });
const BASE = '/api/v1/account/onboarding';

export function onboardingRoutes(deps: { db: Database; captcha: CaptchaService }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      `${BASE}/check-username/`,
      {
        schema: {
          tags: ['onboarding'],
          querystring: z.object({ username: usernameField }),
          response: { 200: available },
        },
      },
      async (request) => ({ available: !(await usernameExists(db, request.query.username)) }),
    );

    app.get(
      `${BASE}/check-email/`,
      {
        schema: {
          tags: ['onboarding'],
          querystring: z.object({ email: emailField }),
          response: { 200: available },
        },
      },
      async (request) => ({ available: !(await emailExists(db, request.query.email)) }),
    );

    app.get(
      `${BASE}/check-phone-number/`,
      {
        schema: {
          tags: ['onboarding'],
          querystring: z.object({ phone_number: phoneField }),
          response: { 200: available },
        },
      },
      async (request) => ({ available: !(await phoneExists(db, request.query.phone_number)) }),
    );

    app.get(
      `${BASE}/select-options/`,
      {
        schema: {
          tags: ['onboarding'],
          summary: 'Countries (ISO 3166-1), IANA time zones and industries, labelled in the visitor language',
          response: {
            200: z.object({
              countries: z.array(option),
              timezones: z.array(option),
              industries: z.array(option),
            }),
          },
        },
      },
      async (request) => selectOptions(requestLanguage(request)),
    );

    app.post(
      `${BASE}/sign-up/`,
      {
        schema: {
          tags: ['onboarding'],
          summary: 'Creates the account, its owner and a 7-day free trial, and logs the owner in',
          body: signUpSchema,
          response: { 201: z.object({ detail: z.string(), user: sessionUserSchema }) },
        },
      },
      async (request, reply) => {
        const { userId } = await signUp(deps, request.body, request.ip);
        const user = await reply.logIn(userId);
        return reply.code(201).send({ detail: 'Account created successfully!', user: toSessionUser(user) });
      },
    );

    app.get(
      `${BASE}/check-subscription/`,
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
        const user = await authenticatedUser(request);
        const row = user.accountId ? await findLatestSubscription(db, user.accountId) : undefined;
        return { has_subscription: !!row, subscription: row ? toSubscriptionInfo(row) : null };
      },
    );
  };
}

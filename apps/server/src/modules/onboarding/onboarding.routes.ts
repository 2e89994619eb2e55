import {
  availabilitySchema,
  checkEmailQuerySchema,
  checkPhoneNumberQuerySchema,
  checkUsernameQuerySchema,
  ONBOARDING_PATHS,
  selectOptionsSchema,
  signUpAnswerSchema,
  signUpSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requestLanguage } from '../../http/language.ts';
import { toSessionUser } from '../auth/session-view.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import { emailExists, phoneExists, usernameExists } from './onboarding.repo.ts';
import { selectOptions } from './select-options.ts';
import { signUp } from './sign-up.service.ts';

export function onboardingRoutes(deps: {
  db: Database;
  captcha: CaptchaService;
  /** Availability checks allowed per address and minute, for each of the three. */
  checksPerMinute: number;
}): FastifyPluginAsyncZod {
  const { db } = deps;
  // Generous for a person filling the form; a script enumerating accounts gets 429.
  const throttled = { rateLimit: { max: deps.checksPerMinute, timeWindow: 60_000 } };
  return async (app) => {
    app.get(
      ONBOARDING_PATHS.checkUsername,
      {
        config: throttled,
        schema: {
          tags: ['onboarding'],
          summary: 'Whether a username is still free',
          querystring: checkUsernameQuerySchema,
          response: { 200: availabilitySchema },
        },
      },
      async (request) => ({ available: !(await usernameExists(db, request.query.username)) }),
    );

    app.get(
      ONBOARDING_PATHS.checkEmail,
      {
        config: throttled,
        schema: {
          tags: ['onboarding'],
          summary: 'Whether an email address is still unregistered',
          querystring: checkEmailQuerySchema,
          response: { 200: availabilitySchema },
        },
      },
      async (request) => ({ available: !(await emailExists(db, request.query.email)) }),
    );

    app.get(
      ONBOARDING_PATHS.checkPhoneNumber,
      {
        config: throttled,
        schema: {
          tags: ['onboarding'],
          summary: 'Whether a phone number is still unregistered',
          querystring: checkPhoneNumberQuerySchema,
          response: { 200: availabilitySchema },
        },
      },
      async (request) => ({ available: !(await phoneExists(db, request.query.phone_number)) }),
    );

    app.get(
      ONBOARDING_PATHS.selectOptions,
      {
        schema: {
          tags: ['onboarding'],
          summary: 'Countries (ISO 3166-1), IANA time zones and industries, labelled in the visitor language',
          response: { 200: selectOptionsSchema },
        },
      },
      async (request) => selectOptions(requestLanguage(request)),
    );

    app.post(
      ONBOARDING_PATHS.signUp,
      {
        schema: {
          tags: ['onboarding'],
          summary: 'Creates the account, its owner and a 7-day free trial, and logs the owner in',
          body: signUpSchema,
          response: { 201: signUpAnswerSchema },
        },
      },
      async (request, reply) => {
        const { userId } = await signUp(deps, request.body, request.ip);
        const user = await reply.logIn(userId);
        return reply.code(201).send({ detail: 'Account created successfully!', user: toSessionUser(user) });
      },
    );
  };
}

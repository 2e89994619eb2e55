import {
  AUTH_PATHS,
  loginAnswerSchema,
  loginSchema,
  logoutAnswerSchema,
  sessionInfoSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import { touchLastLogin } from '../users/index.ts';
import { authenticate, type LoginLimits } from './login.service.ts';
import { toSessionUser } from './session-view.ts';

export function authRoutes(deps: {
  db: Database;
  captcha: CaptchaService;
  limits: LoginLimits;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      AUTH_PATHS.session,
      {
        schema: {
          tags: ['auth'],
          summary: 'Who this browser is logged in as',
          response: { 200: sessionInfoSchema },
        },
      },
      async (request) => {
        const user = await request.currentUser();
        return user
          ? { is_authenticated: true, user: toSessionUser(user) }
          : { is_authenticated: false, user: null };
      },
    );

    app.post(
      AUTH_PATHS.login,
      {
        schema: {
          tags: ['auth'],
          summary: 'Logs in with username, password and captcha; staff land in the admin panel',
          body: loginSchema,
          response: {
            200: loginAnswerSchema,
          },
        },
      },
      async (request, reply) => {
        const userId = await authenticate(deps, request.body, request.ip);
        const user = await reply.logIn(userId);
        await touchLastLogin(deps.db, userId);
        return {
          detail: 'Login successful.',
          user: toSessionUser(user),
          // Agents work in chats; the dashboard is the owner's.
          redirect_to: user.isStaff
            ? '/apanel/dashboard'
            : user.role === 'agent'
              ? '/app/c/wa-chats'
              : '/app/c/dashboard',
        };
      },
    );

    app.post(
      AUTH_PATHS.logout,
      {
        schema: {
          tags: ['auth'],
          summary: 'Ends the session on the server; the old cookie stops working',
          response: { 200: logoutAnswerSchema },
        },
      },
      async (_request, reply) => {
        await reply.logOut();
        return { detail: 'Logged out.' };
      },
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const sessionUser = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  is_staff: z.boolean(),
  account_id: z.string().nullable(),
});
const sessionInfo = z.object({ is_authenticated: z.boolean(), user: sessionUser.nullable() });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/auth/session/',
    {
      schema: { tags: ['auth'], summary: 'Who this browser is logged in as', response: { 200: sessionInfo } },
    },
    async (request) => {
      const user = await request.currentUser();
      if (!user) return { is_authenticated: false, user: null };
      return {
        is_authenticated: true,
        user: {
          id: user.id,
          username: user.username,
          name: user.name,
          is_staff: user.isStaff,
          account_id: user.accountId,
        },
      };
    },
  );

  app.post(
    '/api/v1/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends the session on the server; the old cookie stops working',
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (_request, reply) => {
      await reply.logOut();
      return { detail: 'Logged out.' };
    },
  );
};

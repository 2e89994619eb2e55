import {
  COOKIES,
  changePasswordSchema,
  PROFILE_PATHS,
  passwordChangedSchema,
  profileSchema,
  profileUpdatedSchema,
  updateProfileSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import * as profile from './profile.service.ts';

const tags = ['profile'];

export function profileRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('authenticated', PROFILE_PATHS.profile),
      {
        schema: {
          tags,
          summary: "The logged-in user's profile, with the account's industry, country and time zone",
          response: { 200: profileSchema },
        },
      },
      async (request) => profile.profileOf(db, request.user),
    );

    app.patch(
      inGroup('authenticated', PROFILE_PATHS.profile),
      {
        schema: {
          tags,
          summary: "Changes the profile with the sign-up's rules; the account's fields are the owner's",
          body: updateProfileSchema,
          response: { 200: profileUpdatedSchema },
        },
      },
      async (request) => profile.updateProfile(db, request.user, request.body),
    );

    app.post(
      inGroup('authenticated', PROFILE_PATHS.password),
      {
        schema: {
          tags,
          summary: "Changes the password given the current one; the user's other sessions end",
          body: changePasswordSchema,
          response: { 200: passwordChangedSchema },
        },
      },
      async (request) =>
        profile.changePassword(db, request.user, request.body, request.cookies[COOKIES.session]),
    );
  };
}

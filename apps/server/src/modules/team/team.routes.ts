import {
  createTeamMemberSchema,
  removedTeamMemberSchema,
  securitySettingsSchema,
  TEAM_PATHS,
  teamMemberParamsSchema,
  teamMemberSchema,
  teamMembersSchema,
  updateTeamMemberSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import * as team from './team.service.ts';

// Owner only: http/team-access.ts keeps agents out of /api/v1/cpanel/team/ and /cpanel/account/.

const tags = ['team'];

export function teamRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('subscribed', TEAM_PATHS.members),
      {
        schema: {
          tags,
          summary: "The account's team: its owner, then its agents",
          response: { 200: teamMembersSchema },
        },
      },
      async (request) => team.listTeam(db, request.customer.accountId),
    );

    app.post(
      inGroup('subscribed', TEAM_PATHS.members),
      {
        schema: {
          tags,
          summary: 'Adds an agent, who logs in at /login with this username and password',
          body: createTeamMemberSchema,
          response: { 201: teamMemberSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await team.addAgent(db, request.customer, request.body)),
    );

    app.patch(
      inGroup('subscribed', TEAM_PATHS.member),
      {
        schema: {
          tags,
          summary: "Edits an agent; deactivating or a new password ends the agent's sessions at once",
          params: teamMemberParamsSchema,
          body: updateTeamMemberSchema,
          response: { 200: teamMemberSchema },
        },
      },
      async (request) => team.updateAgent(db, request.customer, request.params.user_id, request.body),
    );

    app.delete(
      inGroup('subscribed', TEAM_PATHS.member),
      {
        schema: {
          tags,
          summary: 'Removes an agent; their sessions end at once',
          params: teamMemberParamsSchema,
          response: { 200: removedTeamMemberSchema },
        },
      },
      async (request) => team.removeAgent(db, request.customer, request.params.user_id),
    );

    app.get(
      inGroup('subscribed', TEAM_PATHS.security),
      {
        schema: {
          tags,
          summary:
            "The account's security settings: whether agents see customers' numbers masked, and every conversation",
          response: { 200: securitySettingsSchema },
        },
      },
      async (request) => team.securitySettings(db, request.customer.accountId),
    );

    app.put(
      inGroup('subscribed', TEAM_PATHS.security),
      {
        schema: {
          tags,
          summary: 'Changes the security settings; agents see the change on their next request',
          body: securitySettingsSchema,
          response: { 200: securitySettingsSchema },
        },
      },
      async (request) => team.updateSecuritySettings(db, request.customer, request.body),
    );
  };
}

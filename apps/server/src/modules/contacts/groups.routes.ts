import {
  CONTACTS_PATHS,
  contactGroupSchema,
  contactGroupsPageSchema,
  deletedGroupSchema,
  groupIdParamsSchema,
  groupListQuerySchema,
  groupNameSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { pageWindow } from '../../http/list-page.ts';
import { toContactGroup } from './contact-view.ts';
import { listGroups } from './groups.repo.ts';
import * as groups from './groups.service.ts';

const tags = ['contacts'];

export function groupsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('subscribed', CONTACTS_PATHS.groups),
      {
        schema: {
          tags,
          summary: "The account's contact groups by name, with their member counts",
          querystring: groupListQuerySchema,
          response: { 200: contactGroupsPageSchema },
        },
      },
      async (request) => {
        const { count, rows } = await listGroups(db, request.customer.accountId, {
          search: request.query.search,
          ...pageWindow(request.query),
        });
        return { count, results: rows.map(toContactGroup) };
      },
    );

    app.post(
      inGroup('subscribed', CONTACTS_PATHS.groups),
      {
        schema: {
          tags,
          summary: 'Creates a group; names are unique per account, whatever their case',
          body: groupNameSchema,
          response: { 201: contactGroupSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await groups.createGroup(db, request.customer.accountId, request.body.name)),
    );

    app.patch(
      inGroup('subscribed', CONTACTS_PATHS.group),
      {
        schema: {
          tags,
          summary: 'Renames a group',
          params: groupIdParamsSchema,
          body: groupNameSchema,
          response: { 200: contactGroupSchema },
        },
      },
      async (request) =>
        groups.renameGroup(db, request.customer.accountId, request.params.group_id, request.body.name),
    );

    app.delete(
      inGroup('subscribed', CONTACTS_PATHS.group),
      {
        schema: {
          tags,
          summary: 'Deletes a group; its contacts stay',
          params: groupIdParamsSchema,
          response: { 200: deletedGroupSchema },
        },
      },
      async (request) => groups.deleteGroup(db, request.customer.accountId, request.params.group_id),
    );
  };
}

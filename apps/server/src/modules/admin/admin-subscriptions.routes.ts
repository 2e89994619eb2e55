import { addSubscriptionSchema, editSubscriptionSchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { listPage, listWindow, pagedList } from '../../http/list-page.ts';
import { findSubscriptionRecord, listAccounts, listSubscriptions } from './admin.repo.ts';
import { addSubscription, editSubscription, forceDeleteSubscription } from './admin-subscriptions.ts';
import {
  accountDictSchema,
  adminSubscriptionRowSchema,
  listQuerySchema,
  toAccountDict,
  toAdminSubscriptionRow,
} from './admin-views.ts';

const BASE = '/customer/subscriptions';
const tags = ['admin'];
const idParams = z.object({ subscription_id: z.uuid({ error: 'Not a valid subscription id.' }) });

export function adminSubscriptionRoutes(db: Database): FastifyPluginAsyncZod {
  const row = async (id: string) => toAdminSubscriptionRow((await findSubscriptionRecord(db, id))!);
  return async (app) => {
    app.get(
      `${BASE}/`,
      {
        schema: {
          tags,
          summary: 'Every customer subscription, newest first; search by name, username, email or account id',
          querystring: listQuerySchema,
          response: { 200: pagedList(adminSubscriptionRowSchema) },
        },
      },
      async (request) => {
        const window = listWindow(request, request.query);
        const { total, rows } = await listSubscriptions(db, { ...request.query, ...window });
        return listPage(total, window, rows.map(toAdminSubscriptionRow));
      },
    );

    app.post(
      `${BASE}/`,
      {
        schema: {
          tags,
          summary: 'Add Subscription: grants a plan to an account by hand',
          body: addSubscriptionSchema,
          response: { 201: adminSubscriptionRowSchema },
        },
      },
      async (request, reply) => {
        const staff = request.staff;
        const created = await addSubscription(db, staff, request.body);
        return reply.code(201).send(await row(created.id));
      },
    );

    app.patch(
      `${BASE}/:subscription_id/`,
      {
        schema: {
          tags,
          summary: 'Edits plan, billing cycle, end date, status or trial flag (not of an ended subscription)',
          params: idParams,
          body: editSubscriptionSchema,
          response: { 200: adminSubscriptionRowSchema },
        },
      },
      async (request) => {
        const staff = request.staff;
        await editSubscription(db, staff, request.params.subscription_id, request.body);
        return row(request.params.subscription_id);
      },
    );

    app.delete(
      `${BASE}/:subscription_id/force-delete/`,
      {
        schema: {
          tags,
          summary: 'Deletes an ended (status 4) subscription for good',
          params: idParams,
          response: { 200: z.object({ subscription_id: z.string() }) },
        },
      },
      async (request) => {
        const staff = request.staff;
        await forceDeleteSubscription(db, staff, request.params.subscription_id);
        return { subscription_id: request.params.subscription_id };
      },
    );

    app.get(
      '/customer/accounts/',
      {
        schema: {
          tags,
          summary: 'Customer accounts to pick from (Add Subscription)',
          querystring: listQuerySchema.omit({ status: true }),
          response: { 200: pagedList(accountDictSchema) },
        },
      },
      async (request) => {
        const window = listWindow(request, request.query);
        const { total, rows } = await listAccounts(db, { ...request.query, ...window });
        return listPage(total, window, rows.map(toAccountDict));
      },
    );
  };
}

import {
  accountsPageSchema,
  addSubscriptionSchema,
  adminSubscriptionRowSchema,
  adminSubscriptionsPageSchema,
  editSubscriptionSchema,
  forceDeleteAnswerSchema,
  listQuerySchema,
  SUBSCRIPTIONS_ADMIN_PATHS,
  searchListQuerySchema,
  subscriptionIdParamsSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { listPage, listWindow } from '../../http/list-page.ts';
import { findSubscriptionRecord, listAccounts, listSubscriptions } from './admin.repo.ts';
import { addSubscription, editSubscription, forceDeleteSubscription } from './admin-subscriptions.ts';
import { toAccountDict, toAdminSubscriptionRow } from './admin-views.ts';

const tags = ['admin'];

export function adminSubscriptionRoutes(db: Database): FastifyPluginAsyncZod {
  const row = async (id: string) => toAdminSubscriptionRow((await findSubscriptionRecord(db, id))!);
  return async (app) => {
    app.get(
      inGroup('staff', SUBSCRIPTIONS_ADMIN_PATHS.subscriptions),
      {
        schema: {
          tags,
          summary: 'Every customer subscription, newest first; search by name, username, email or account id',
          querystring: listQuerySchema,
          response: { 200: adminSubscriptionsPageSchema },
        },
      },
      async (request) => {
        const window = listWindow(request, request.query);
        const { total, rows } = await listSubscriptions(db, { ...request.query, ...window });
        return listPage(total, window, rows.map(toAdminSubscriptionRow));
      },
    );

    app.post(
      inGroup('staff', SUBSCRIPTIONS_ADMIN_PATHS.subscriptions),
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
      inGroup('staff', SUBSCRIPTIONS_ADMIN_PATHS.subscription),
      {
        schema: {
          tags,
          summary: 'Edits plan, billing cycle, end date, status or trial flag (not of an ended subscription)',
          params: subscriptionIdParamsSchema,
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
      inGroup('staff', SUBSCRIPTIONS_ADMIN_PATHS.forceDelete),
      {
        schema: {
          tags,
          summary: 'Deletes an ended (status 4) subscription for good',
          params: subscriptionIdParamsSchema,
          response: { 200: forceDeleteAnswerSchema },
        },
      },
      async (request) => {
        const staff = request.staff;
        await forceDeleteSubscription(db, staff, request.params.subscription_id);
        return { subscription_id: request.params.subscription_id };
      },
    );

    app.get(
      inGroup('staff', SUBSCRIPTIONS_ADMIN_PATHS.accounts),
      {
        schema: {
          tags,
          summary: 'Customer accounts to pick from (Add Subscription)',
          querystring: searchListQuerySchema,
          response: { 200: accountsPageSchema },
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

import {
  accountsPageSchema,
  addSubscriptionSchema,
  adminSubscriptionRowSchema,
  adminSubscriptionsPageSchema,
  detailErrorSchema,
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
import type { RouteApp } from '../../http/route-app.ts';
import { findSubscriptionRecord, listAccounts, listSubscriptions } from './admin.repo.ts';
import { addSubscription, editSubscription, forceDeleteSubscription } from './admin-subscriptions.ts';
import { toAccountDict, toAdminSubscriptionRow } from './admin-views.ts';

const tags = ['admin'];

/** The subscription's row as the staff list shows it, read again after a change. */
type RowOf = (id: string) => Promise<ReturnType<typeof toAdminSubscriptionRow>>;

export function adminSubscriptionRoutes(db: Database): FastifyPluginAsyncZod {
  const row: RowOf = async (id) => toAdminSubscriptionRow((await findSubscriptionRecord(db, id))!);
  return async (app) => {
    listSubscriptionsRoute(app, db);
    addSubscriptionRoute(app, db, row);
    editSubscriptionRoute(app, db, row);
    forceDeleteSubscriptionRoute(app, db);
    listAccountsRoute(app, db);
  };
}

function listSubscriptionsRoute(app: RouteApp, db: Database) {
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
}

function addSubscriptionRoute(app: RouteApp, db: Database, row: RowOf) {
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
}

function editSubscriptionRoute(app: RouteApp, db: Database, row: RowOf) {
  app.patch(
    inGroup('staff', SUBSCRIPTIONS_ADMIN_PATHS.subscription),
    {
      schema: {
        tags,
        summary: 'Edits plan, billing cycle, end date, status or trial flag (not of an ended subscription)',
        params: subscriptionIdParamsSchema,
        body: editSubscriptionSchema,
        response: {
          200: adminSubscriptionRowSchema,
          409: detailErrorSchema.describe(
            'The subscription may not move to this status (an ended one to any)',
          ),
        },
      },
    },
    async (request) => {
      const staff = request.staff;
      await editSubscription(db, staff, request.params.subscription_id, request.body);
      return row(request.params.subscription_id);
    },
  );
}

function forceDeleteSubscriptionRoute(app: RouteApp, db: Database) {
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
}

function listAccountsRoute(app: RouteApp, db: Database) {
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
}

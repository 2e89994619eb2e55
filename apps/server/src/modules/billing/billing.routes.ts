import {
  applyCouponSchema,
  BILLING_PATHS,
  cancelSubscriptionAnswerSchema,
  couponQuoteSchema,
  createPaymentSchema,
  paymentIdSchema,
  paymentInfoSchema,
  paymentMethodsAnswerSchema,
  subscriptionInfoSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import type { BillingJobs } from './billing-jobs.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { quoteCoupon } from './coupons.ts';
import { createPayment } from './create-payment.ts';
import { cancelPayment, markPaid, paymentStatus, pendingPayment } from './customer-payments.ts';
import { type BillingConfig, listPaymentMethods, usesDemoPaymentDetails } from './payment-methods.ts';
import { toPaymentInfo } from './payment-view.ts';
import { isSubscribed, toSubscriptionInfo } from './subscription-view.ts';
import { findLatestSubscription } from './subscriptions.repo.ts';

const tags = ['billing'];
const noContent = z.null().describe('No content');

type BillingDeps = {
  db: Database;
  config: BillingConfig & Pick<Config, 'NODE_ENV'>;
  jobs: BillingJobs;
};

export function billingRoutes(deps: BillingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    if (deps.config.NODE_ENV === 'production' && usesDemoPaymentDetails(deps.config)) {
      app.log.warn(
        'Payments use demo details (bank account, QRIS or crypto address): set the BANK_TRANSFER_*, QRIS_STATIC_PAYLOAD and CRYPTO_* variables before taking real payments.',
      );
    }
    activeSubscriptionRoute(app, deps);
    pendingPaymentRoute(app, deps);
    paymentStatusRoute(app, deps);
    paymentMethodsRoute(app, deps);
    applyCouponRoute(app, deps);
    createPaymentRoute(app, deps);
    markPaidRoute(app, deps);
    cancelPaymentRoute(app, deps);
    cancelSubscriptionRoute(app, deps);
  };
}

function activeSubscriptionRoute(app: RouteApp, { db }: BillingDeps) {
  app.get(
    inGroup('customer', BILLING_PATHS.activeSubscription),
    {
      schema: {
        tags,
        summary:
          'The paid subscription in force (200), or 204 when there is none, it is a trial, or it is cancelled: then the page offers the plans',
        response: { 200: subscriptionInfoSchema, 204: noContent },
      },
    },
    async (request, reply) => {
      const user = request.customer;
      const row = await findLatestSubscription(db, user.accountId);
      if (!row || !isSubscribed(row) || row.isTrial || row.cancelAtPeriodEnd)
        return reply.code(204).send(null);
      return toSubscriptionInfo(row);
    },
  );
}

function pendingPaymentRoute(app: RouteApp, { db }: BillingDeps) {
  app.get(
    inGroup('customer', BILLING_PATHS.pendingPayment),
    {
      schema: {
        tags,
        summary: 'The open payment (created or awaiting confirmation), or 204',
        response: { 200: paymentInfoSchema, 204: noContent },
      },
    },
    async (request, reply) => {
      const user = request.customer;
      const row = await pendingPayment(db, user.accountId);
      return row ? toPaymentInfo(row) : reply.code(204).send(null);
    },
  );
}

function paymentStatusRoute(app: RouteApp, { db }: BillingDeps) {
  app.get(
    inGroup('customer', BILLING_PATHS.paymentStatus),
    {
      schema: {
        tags,
        summary: 'One of your payments in its current status: poll it while the payment page is open',
        querystring: paymentIdSchema,
        response: { 200: paymentInfoSchema },
      },
    },
    async (request) => {
      const user = request.customer;
      return toPaymentInfo(await paymentStatus(db, user.accountId, request.query.payment_id));
    },
  );
}

function paymentMethodsRoute(app: RouteApp, { db, config }: BillingDeps) {
  app.get(
    inGroup('customer', BILLING_PATHS.paymentMethods),
    {
      schema: {
        tags,
        summary: 'The payment methods on offer, with where each pays to',
        response: { 200: paymentMethodsAnswerSchema },
      },
    },
    async (request) => {
      const user = request.customer;
      return { results: await listPaymentMethods(db, config, user.accountId) };
    },
  );
}

function applyCouponRoute(app: RouteApp, { db }: BillingDeps) {
  app.post(
    inGroup('customer', BILLING_PATHS.applyCoupon),
    {
      schema: {
        tags,
        summary: 'Checks a coupon for a plan and answers the discounted price',
        body: applyCouponSchema,
        response: { 200: couponQuoteSchema },
      },
    },
    async (request) => {
      return quoteCoupon(db, request.body);
    },
  );
}

function createPaymentRoute(app: RouteApp, deps: BillingDeps) {
  app.post(
    inGroup('customer', BILLING_PATHS.createPayment),
    {
      schema: {
        tags,
        summary: 'Opens a payment for a plan; it expires after PAYMENT_EXPIRY_HOURS',
        body: createPaymentSchema,
        response: { 201: paymentInfoSchema },
      },
    },
    async (request, reply) => {
      const user = request.customer;
      const row = await createPayment(deps, { userId: user.id, accountId: user.accountId }, request.body);
      return reply.code(201).send(toPaymentInfo(row));
    },
  );
}

function markPaidRoute(app: RouteApp, { db }: BillingDeps) {
  app.post(
    inGroup('customer', BILLING_PATHS.markPaid),
    {
      schema: {
        tags,
        summary: '"I have paid": the payment awaits confirmation by staff (status 1 to 2)',
        body: paymentIdSchema,
        response: { 200: paymentInfoSchema },
      },
    },
    async (request) => {
      const user = request.customer;
      return toPaymentInfo(
        await markPaid(db, user.accountId, request.body.payment_id, new Date(), { user: user.id }),
      );
    },
  );
}

function cancelPaymentRoute(app: RouteApp, { db }: BillingDeps) {
  app.post(
    inGroup('customer', BILLING_PATHS.cancelPayment),
    {
      schema: {
        tags,
        summary: 'Withdraws a payment not yet paid (status 1 to 4)',
        body: paymentIdSchema,
        response: { 200: paymentInfoSchema },
      },
    },
    async (request) => {
      const user = request.customer;
      return toPaymentInfo(
        await cancelPayment(db, user.accountId, request.body.payment_id, new Date(), { user: user.id }),
      );
    },
  );
}

function cancelSubscriptionRoute(app: RouteApp, { db }: BillingDeps) {
  app.post(
    inGroup('customer', BILLING_PATHS.cancelSubscription),
    {
      schema: {
        tags,
        summary: 'Cancels at the end of the period: the subscription stays in force until then',
        response: { 200: cancelSubscriptionAnswerSchema },
      },
    },
    async (request) => {
      const user = request.customer;
      const { detail, subscription } = await cancelSubscription(db, user.accountId);
      return { detail, subscription: toSubscriptionInfo(subscription) };
    },
  );
}

import {
  adminPaymentsPageSchema,
  BILLING_MESSAGES,
  confirmPaymentAnswerSchema,
  listQuerySchema,
  PAYMENTS_ADMIN_PATHS,
  paymentIdSchema,
  rejectPaymentAnswerSchema,
  rejectPaymentSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { listPage, listWindow } from '../../http/list-page.ts';
import { confirmPayment, rejectPayment } from '../billing/confirm-payment.ts';
import { findPaymentRecords, findSubscriptionRecord, listPayments } from './admin.repo.ts';
import { toAdminPaymentRow, toAdminSubscriptionRow } from './admin-views.ts';

const tags = ['admin'];

export function adminPaymentRoutes(db: Database): FastifyPluginAsyncZod {
  const row = async (id: string) => toAdminPaymentRow((await findPaymentRecords(db, [id]))[0]!);
  return async (app) => {
    app.get(
      inGroup('staff', PAYMENTS_ADMIN_PATHS.payments),
      {
        schema: {
          tags,
          summary:
            'Every payment, newest first; search by name, username, email, account id, payment id or amount',
          querystring: listQuerySchema,
          response: { 200: adminPaymentsPageSchema },
        },
      },
      async (request) => {
        const window = listWindow(request, request.query);
        const { total, rows } = await listPayments(db, { ...request.query, ...window });
        return listPage(total, window, rows.map(toAdminPaymentRow));
      },
    );

    app.post(
      inGroup('staff', PAYMENTS_ADMIN_PATHS.confirm),
      {
        schema: {
          tags,
          summary: 'Confirms a payment awaiting confirmation (status 2): the subscription starts or extends',
          body: paymentIdSchema,
          response: { 200: confirmPaymentAnswerSchema },
        },
      },
      async (request) => {
        const staff = request.staff;
        const { payment, subscription } = await confirmPayment(db, staff, request.body.payment_id);
        return {
          detail: BILLING_MESSAGES.paymentConfirmedStaff,
          payment: await row(payment.id),
          subscription: toAdminSubscriptionRow((await findSubscriptionRecord(db, subscription.id))!),
        };
      },
    );

    app.post(
      inGroup('staff', PAYMENTS_ADMIN_PATHS.reject),
      {
        schema: {
          tags,
          summary: 'Rejects a payment awaiting confirmation (status 2 to 6), with an optional reason',
          body: rejectPaymentSchema,
          response: { 200: rejectPaymentAnswerSchema },
        },
      },
      async (request) => {
        const staff = request.staff;
        const payment = await rejectPayment(db, staff, request.body.payment_id, request.body.reason ?? null);
        return { detail: BILLING_MESSAGES.paymentRejected, payment: await row(payment.id) };
      },
    );
  };
}

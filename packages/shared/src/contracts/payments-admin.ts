import { z } from 'zod';
import { pagedListSchema } from '../paging.ts';
import { paymentIdSchema, paymentSummarySchema } from './billing.ts';
import { accountDictSchema, adminSubscriptionRowSchema } from './subscriptions-admin.ts';

/** Staff over customers' payments: the list, and confirming or rejecting one awaiting confirmation. */

export { PAYMENTS_ADMIN_PATHS } from './payments-admin.paths.ts';

// ---- requests (confirming takes `paymentIdSchema` of the billing contract) ----

export const rejectPaymentSchema = paymentIdSchema.extend({
  reason: z.string().trim().max(500).nullish(),
});

// ---- answers ----

export const adminPaymentRowSchema = paymentSummarySchema.extend({
  account_dict: accountDictSchema,
  method: z.string(),
  plan_id: z.string(),
  plan_display: z.string(),
  billing_cycle: z.string(),
  marked_paid_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  resolved_by: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

export const adminPaymentsPageSchema = pagedListSchema(adminPaymentRowSchema);
export type AdminPaymentsPage = z.infer<typeof adminPaymentsPageSchema>;

/** The payment, now completed, and the subscription it started or extended. */
export const confirmPaymentAnswerSchema = z.object({
  detail: z.string(),
  payment: adminPaymentRowSchema,
  subscription: adminSubscriptionRowSchema,
});
export type ConfirmPaymentAnswer = z.infer<typeof confirmPaymentAnswerSchema>;

export const rejectPaymentAnswerSchema = z.object({ detail: z.string(), payment: adminPaymentRowSchema });
export type RejectPaymentAnswer = z.infer<typeof rejectPaymentAnswerSchema>;

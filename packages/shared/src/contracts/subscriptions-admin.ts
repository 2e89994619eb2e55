import { z } from 'zod';
import { pagedListSchema } from '../paging.ts';
import { billingCycleField, endDateField, planIdField } from '../validation/fields.ts';

/** Staff over customers' subscriptions: the list, granting, editing, deleting, and the accounts. */

export { SUBSCRIPTIONS_ADMIN_PATHS } from './subscriptions-admin.paths.ts';

// ---- requests ----

export const subscriptionIdParamsSchema = z.object({
  subscription_id: z.uuid({ error: 'Not a valid subscription id.' }),
});

export const addSubscriptionSchema = z.object({
  account_id: z.uuid({ error: 'account_required' }),
  plan_id: planIdField,
  billing_cycle: billingCycleField,
  /** Defaults to one billing cycle from now. */
  end_date: endDateField.optional(),
  /** 1 active, 2 awaiting device (default), 3 device disconnected. */
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
  is_trial: z.boolean().default(false),
});
export type AddSubscriptionRequest = z.input<typeof addSubscriptionSchema>;

export const editSubscriptionSchema = z
  .object({
    plan_id: planIdField.optional(),
    billing_cycle: billingCycleField.optional(),
    end_date: endDateField.optional(),
    /** 4 ends the subscription (it can then be force-deleted, no longer edited). */
    status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
    is_trial: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: 'nothing_to_change',
  });
export type EditSubscriptionRequest = z.input<typeof editSubscriptionSchema>;

// ---- answers ----

/** Who a row belongs to, on admin lists. */
export const accountDictSchema = z.object({
  name: z.string(),
  account_id: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
});
export type AccountDict = z.infer<typeof accountDictSchema>;

export const adminSubscriptionRowSchema = z.object({
  subscription_id: z.string(),
  account_dict: accountDictSchema,
  plan_id: z.string(),
  plan_display: z.string(),
  billing_cycle: z.string(),
  is_trial: z.boolean(),
  status: z.number().int(),
  status_display: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  cancel_at_period_end: z.boolean(),
  next_plan_id: z.string().nullable(),
  next_billing_cycle: z.string().nullable(),
  next_plan_starts_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminSubscriptionRow = z.infer<typeof adminSubscriptionRowSchema>;

export const adminSubscriptionsPageSchema = pagedListSchema(adminSubscriptionRowSchema);
export type AdminSubscriptionsPage = z.infer<typeof adminSubscriptionsPageSchema>;

export const accountsPageSchema = pagedListSchema(accountDictSchema);
export type AccountsPage = z.infer<typeof accountsPageSchema>;

export const forceDeleteAnswerSchema = z.object({ subscription_id: z.string() });
export type ForceDeleteAnswer = z.infer<typeof forceDeleteAnswerSchema>;

import { z } from 'zod';
import { pagedListSchema, searchListQuerySchema } from '../paging.ts';

/** The audit log: what staff did, and the consequential things customers did, newest first. */

export { AUDIT_LOG_PATHS } from './audit-log.paths.ts';

/** Every action the log records (verb-dotted); the staff screen filters by one of them. */
export const AUDIT_ACTIONS = [
  // Staff
  'payment.confirm',
  'payment.reject',
  'subscription.create',
  'subscription.update',
  'subscription.force_delete',
  'coupon.create',
  'coupon.update',
  'contact_message.handled',
  'contact_message.reopened',
  'device.create',
  'device.retry',
  'docs_section.create',
  'docs_section.update',
  'docs_section.reorder',
  'docs_content.create',
  'docs_content.update',
  'docs_content.reorder',
  'docs_content.restore',
  // Customers
  'api_key.rotate',
  'webhook.update',
  'webhook.rotate_secret',
  'team_member.create',
  'team_member.update',
  'team_member.deactivate',
  'team_member.delete',
  'device.force_delete',
  'campaign.start',
  'campaign.cancel',
  'number_privacy.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The list's query: the staff lists' page and search, and three filters. */
export const auditLogQuerySchema = searchListQuerySchema.extend({
  /** The username of who acted (staff or customer), matched whole and ignoring case. */
  actor: z.string().trim().min(1).max(150).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  account_id: z.uuid({ error: 'Not a valid account id.' }).optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogRowSchema = z.object({
  id: z.number().int(),
  actor_username: z.string(),
  /** Whether the actor is staff (false: a user of the customer account). */
  actor_is_staff: z.boolean(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  account_id: z.string().nullable(),
  /** The account's name, while the account exists. */
  account_name: z.string().nullable(),
  /** The record before and after the action, as stored. */
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditLogRow = z.infer<typeof auditLogRowSchema>;

export const auditLogPageSchema = pagedListSchema(auditLogRowSchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

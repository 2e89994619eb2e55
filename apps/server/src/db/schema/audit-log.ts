import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What staff did, and the consequential things customers did in their accounts: who, what, to which record, when, and the record before and after. Rows outlive
 * the records they describe (no foreign key on the target or its account).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    accountId: uuid('account_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_account_id_idx').on(t.accountId),
    // The staff screen's filters, each newest first.
    index('audit_log_action_created_at_idx').on(t.action, t.createdAt),
    index('audit_log_actor_created_at_idx').on(sql`lower(${t.actorUsername})`, t.createdAt),
  ],
);

import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { mediaFiles } from './media.ts';

/**
 * A message to send: text with variables (`{{name}}`, `{{phone}}`, custom fields, each with an
 * optional fallback `{{name|there}}`) and spintax (`{Hi|Hello}`), and an optional attachment.
 * Deleting moves it to the trash (`deleted_at`); a timer purges it at `purge_at`.
 */
export const contentTemplates = pgTable(
  'content_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    body: text('body').notNull(),
    mediaId: uuid('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    purgeAt: timestamp('purge_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_templates_account_idx').on(t.accountId, t.createdAt, t.id),
    index('content_templates_purge_idx').on(t.purgeAt),
  ],
);

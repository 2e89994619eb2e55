import type { MediaKind } from '@siar/shared';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { bytea } from './bytea.ts';

/**
 * A file an account sends (a template's attachment, a chat file). Kept in PostgreSQL so every
 * gateway can read it; the bytes are read only when sent or downloaded.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MediaKind>().notNull(),
    mimetype: text('mimetype').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    /** Hex SHA-256 of the bytes. */
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_files_account_id_idx').on(t.accountId, t.createdAt)],
);

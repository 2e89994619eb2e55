import type { MediaKind } from '@siar/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { bytea } from './bytea.ts';

/** Where a media file's bytes are: its own `data` column, or an object in the S3 bucket. */
export type MediaStorageKind = 'db' | 's3';

/**
 * A file an account sends (a template's attachment, a chat file). Its bytes are in PostgreSQL
 * (`data`) or in S3 under `storage_key` (storage/): every gateway can read them either way; they
 * are read only when sent or downloaded.
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
    storage: text('storage').$type<MediaStorageKind>().notNull().default('db'),
    storageKey: text('storage_key'),
    data: bytea('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_files_account_id_idx').on(t.accountId, t.createdAt),
    uniqueIndex('media_files_storage_key_key').on(t.storageKey),
    // The bytes are in exactly one place.
    check(
      'media_files_storage_check',
      sql`(${t.storage} = 'db' and ${t.data} is not null and ${t.storageKey} is null)
        or (${t.storage} = 's3' and ${t.storageKey} is not null and ${t.data} is null)`,
    ),
  ],
);

/**
 * S3 objects no media row holds (yet, or any more): an upload registers its key here before it
 * starts, the row that takes the key removes it, and a deleted row puts its key back (triggers in
 * the migration, so a cascade from a deleted account counts too). The sweep deletes the objects
 * once `sweep_after` has passed: at once for a deleted row, a day later for an upload in progress.
 */
export const mediaStrayObjects = pgTable('media_stray_objects', {
  storageKey: text('storage_key').primaryKey(),
  sweepAfter: timestamp('sweep_after', { withTimezone: true }).notNull().defaultNow(),
});

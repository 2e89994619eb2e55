import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** A person who logs in. Customers belong to an account; staff may have none. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    email: text('email'),
    /** E.164, e.g. +6281234567890. */
    phoneNumber: text('phone_number'),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    index('users_account_id_idx').on(t.accountId),
    // Staff search accounts by any part of the owner's username or email.
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

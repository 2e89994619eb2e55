import { WEBHOOK_DELIVERY_STATES, type WebhookDeliveryState, type WebhookEvent } from '@siar/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { statusCheck } from './status-check.ts';

/**
 * An account's API key: found by its SHA-256 (`key_hash`, unique), shown to the owner from
 * `key_sealed` (AES-256-GCM under a key derived from the instance secret, see
 * modules/integrations/sealed.ts). A leaked table alone neither authenticates nor reveals keys.
 */
export const apiKeys = pgTable('api_keys', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull().unique(),
  keySealed: text('key_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Requests per key and minute, counted in the database so every API process shares the count. */
export const apiRateWindows = pgTable('api_rate_windows', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * A request made with an Idempotency-Key: its body's hash and the answer it got, so a retry
 * answers the same without acting again. Kept a day (the webhooks job purges older ones).
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.key] }),
    index('api_idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Where an account's webhooks go, and the secret that signs them (sealed like the API key). */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  url: text('url').notNull().default(''),
  secretSealed: text('secret_sealed').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One event for one account's webhook, written in the transaction of the change it reports.
 * `event_key` is unique per account, so an event is queued once however often its change is
 * replayed; `body` is the JSON exactly as signed and sent on every try.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    event: text('event').$type<WebhookEvent>().notNull(),
    eventKey: text('event_key').notNull(),
    body: text('body').notNull(),
    state: text('state').$type<WebhookDeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    error: text('error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_account_event_key').on(t.accountId, t.eventKey),
    index('webhook_deliveries_account_created_idx').on(t.accountId, t.createdAt),
    statusCheck('webhook_deliveries_state_check', t.state, WEBHOOK_DELIVERY_STATES),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    // The operator dashboard's deliveries given up lately.
    index('webhook_deliveries_failed_idx').on(t.lastAttemptAt).where(sql`${t.state} = 'failed'`),
  ],
);

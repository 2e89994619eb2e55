import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Events waiting for the brokers (RabbitMQ, NATS): written in the transaction of the change they
 * report, published in `id` order by one process at a time, deleted once every broker confirmed.
 * A broker that is down keeps them here; none is lost and each account's order holds.
 */
export const eventStreamOutbox = pgTable(
  'event_stream_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The event's stable id (the webhook's `id`): consumers drop a second delivery by it. */
    eventId: uuid('event_id').notNull(),
    accountId: uuid('account_id').notNull(),
    event: text('event').notNull(),
    /** The JSON a webhook receives: `{id, event, created_at, data}`. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_stream_outbox_created_idx').on(t.createdAt)],
);

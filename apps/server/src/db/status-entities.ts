import {
  CAMPAIGN_MOVES,
  CONVERSATION_MOVES,
  DEVICE_MOVES,
  IMPORT_MOVES,
  type Moves,
  NUMBER_CHECK_MOVES,
  OCCURRENCE_MOVES,
  PAYMENT_MOVES,
  RECURRING_MOVES,
  SUBSCRIPTION_MOVES,
  WARMUP_MOVES,
  WEBHOOK_DELIVERY_MOVES,
} from '@siar/shared';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  campaigns,
  contactImports,
  conversations,
  numberChecks,
  payments,
  recurringBroadcasts,
  recurringOccurrences,
  subscriptions,
  waDevices,
  warmups,
  webhookDeliveries,
} from './schema/index.ts';

/**
 * The entities whose status moves through db/transitions.ts: each one's table, the columns that
 * name its row and status, its table of moves (packages/shared), and what a move leaves out of
 * the row it answers (an import's file is too big to send back on every move).
 */
export const STATUS_ENTITIES = {
  payment: { table: payments, id: payments.id, status: payments.status, moves: PAYMENT_MOVES },
  subscription: {
    table: subscriptions,
    id: subscriptions.id,
    status: subscriptions.status,
    moves: SUBSCRIPTION_MOVES,
  },
  device: { table: waDevices, id: waDevices.id, status: waDevices.state, moves: DEVICE_MOVES },
  // One warmup per account: its row is named by its account.
  warmup: { table: warmups, id: warmups.accountId, status: warmups.status, moves: WARMUP_MOVES },
  contactImport: {
    table: contactImports,
    id: contactImports.id,
    status: contactImports.status,
    moves: IMPORT_MOVES,
    omit: ['file'],
  },
  campaign: { table: campaigns, id: campaigns.id, status: campaigns.status, moves: CAMPAIGN_MOVES },
  numberCheck: {
    table: numberChecks,
    id: numberChecks.id,
    status: numberChecks.status,
    moves: NUMBER_CHECK_MOVES,
  },
  recurringBroadcast: {
    table: recurringBroadcasts,
    id: recurringBroadcasts.id,
    status: recurringBroadcasts.status,
    moves: RECURRING_MOVES,
  },
  recurringOccurrence: {
    table: recurringOccurrences,
    id: recurringOccurrences.id,
    status: recurringOccurrences.state,
    moves: OCCURRENCE_MOVES,
  },
  conversation: {
    table: conversations,
    id: conversations.id,
    status: conversations.status,
    moves: CONVERSATION_MOVES,
  },
  webhookDelivery: {
    table: webhookDeliveries,
    id: webhookDeliveries.id,
    status: webhookDeliveries.state,
    moves: WEBHOOK_DELIVERY_MOVES,
  },
} as const;

export type StatusEntity = keyof typeof STATUS_ENTITIES;
type Config<E extends StatusEntity> = (typeof STATUS_ENTITIES)[E];
export type EntityTable<E extends StatusEntity> = Config<E>['table'];
export type EntityRow<E extends StatusEntity> = EntityTable<E>['$inferSelect'];
export type EntityStatus<E extends StatusEntity> = keyof Config<E>['moves'] & (string | number);
/** What a move may write besides the status (values, or SQL such as `now()`). */
export type EntityPatch<E extends StatusEntity> = {
  [K in keyof EntityTable<E>['$inferInsert']]?: EntityTable<E>['$inferInsert'][K] | SQL;
};

/** The entity's config with its types joined, for code that works on any of them. */
export interface AnyEntity {
  table: EntityTable<StatusEntity>;
  id: PgColumn;
  status: PgColumn;
  moves: Moves<string | number>;
  omit?: readonly string[];
}

export const entityConfig = (entity: StatusEntity) => STATUS_ENTITIES[entity] as unknown as AnyEntity;

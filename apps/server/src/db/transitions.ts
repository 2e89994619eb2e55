import {
  PAYMENT_STATUS as P,
  type PaymentStatus,
  SUBSCRIPTION_STATUS as S,
  type SubscriptionStatus,
} from '@siar/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from './client.ts';
import { payments, subscriptions } from './schema/index.ts';

/**
 * Which status may follow which, per entity. A move not listed here is a bug in the caller and
 * throws before any SQL runs; devices, warmups, campaigns and outbox recipients add their tables.
 */
export const TRANSITIONS = {
  payment: {
    [P.created]: [P.awaitingConfirmation, P.cancelled, P.expired],
    [P.awaitingConfirmation]: [P.completed, P.rejected],
    [P.completed]: [],
    [P.cancelled]: [],
    [P.expired]: [],
    [P.rejected]: [],
  },
  subscription: {
    [S.active]: [S.awaitingDevice, S.deviceDisconnected, S.ended],
    [S.awaitingDevice]: [S.active, S.deviceDisconnected, S.ended],
    [S.deviceDisconnected]: [S.active, S.awaitingDevice, S.ended],
    [S.ended]: [],
  },
} as const satisfies {
  payment: Record<PaymentStatus, readonly PaymentStatus[]>;
  subscription: Record<SubscriptionStatus, readonly SubscriptionStatus[]>;
};

const TABLES = { payment: payments, subscription: subscriptions };
type Entity = keyof typeof TABLES;
type Table<E extends Entity> = (typeof TABLES)[E];
type StatusOf<E extends Entity> = keyof (typeof TRANSITIONS)[E] & number;

/** Who may move the row: one account (its own rows only), or staff (any account). */
export type Scope = { accountId: string } | 'staff';

export function isAllowedTransition<E extends Entity>(
  entity: E,
  from: StatusOf<E>,
  to: StatusOf<E>,
): boolean {
  const next = (TRANSITIONS[entity] as Record<number, readonly number[]>)[from] ?? [];
  return next.includes(to);
}

/**
 * Moves one row from one of `from` to `to` in a single conditional UPDATE (with `patch`), so two
 * callers racing on the same row cannot both succeed. Answers the changed row, or undefined when
 * the row was not (or no longer) in `from`, or is not the scope's.
 */
export async function transition<E extends Entity>(
  db: Database,
  entity: E,
  target: { id: string; scope: Scope },
  from: readonly StatusOf<E>[],
  to: StatusOf<E>,
  patch?: Omit<Partial<Table<E>['$inferInsert']>, 'status'>,
): Promise<Table<E>['$inferSelect'] | undefined> {
  for (const status of from) {
    if (!isAllowedTransition(entity, status, to)) {
      throw new Error(`${entity} may not move from status ${status} to ${to}`);
    }
  }
  // Both tables share id, account_id, status and updated_at; the casts only join their types.
  const table = TABLES[entity] as typeof payments;
  const { scope } = target;
  const [row] = await db
    .update(table)
    .set({ ...(patch ?? {}), status: to, updatedAt: new Date() } as never)
    .where(
      and(
        eq(table.id, target.id),
        inArray(table.status, from as number[] as PaymentStatus[]),
        scope === 'staff' ? undefined : eq(table.accountId, scope.accountId),
      ),
    )
    .returning();
  return row as Table<E>['$inferSelect'] | undefined;
}

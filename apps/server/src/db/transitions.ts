import { canMove, statusesBefore } from '@siar/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import {
  type EntityPatch,
  type EntityRow,
  type EntityStatus,
  entityConfig,
  type StatusEntity,
} from './status-entities.ts';
import { type MoveNote, runMove } from './status-move-statement.ts';

export type { StatusEntity } from './status-entities.ts';
export type { MovedBy, MoveNote } from './status-move-statement.ts';

/**
 * Every status write of a payment, subscription, device, warmup, campaign, contact import,
 * webhook delivery or conversation goes through here. Which status may follow which is data
 * (packages/shared status-moves.ts); a move not listed there is a bug in the caller and throws
 * before any SQL runs. One exception, on the hot path: a contact's message reopens its
 * conversation in the upsert that records it, a move to open the table lists from every status,
 * recorded in status_moves by that same statement (chats/conversation-record.repo.ts).
 */
export class MoveRefused extends Error {
  constructor(entity: StatusEntity, from: string | number, to: string | number) {
    super(`${entity} may not move from status ${from} to ${to}`);
  }
}

/** Who may move the row: one account (its own rows only), or staff or the system (any account). */
export type Scope = { accountId: string } | 'staff' | 'system';

export function isAllowedTransition<E extends StatusEntity>(
  entity: E,
  from: EntityStatus<E>,
  to: EntityStatus<E>,
): boolean {
  return canMove(entityConfig(entity).moves, from, to);
}

function refuseUnlisted<E extends StatusEntity>(
  entity: E,
  from: readonly EntityStatus<E>[],
  to: EntityStatus<E>,
) {
  for (const status of from) {
    if (!isAllowedTransition(entity, status, to)) throw new MoveRefused(entity, status, to);
  }
}

/**
 * Moves one row from one of `from` to `to` in a single conditional UPDATE (with `patch`), so two
 * callers racing on the same row cannot both succeed, and records the move in status_moves in the
 * same statement. Answers the changed row, or undefined when the row was not (or no longer) in
 * `from`, or is not the scope's.
 */
export async function transition<E extends StatusEntity>(
  db: Database,
  entity: E,
  target: { id: string; scope: Scope },
  from: readonly EntityStatus<E>[],
  to: EntityStatus<E>,
  patch?: EntityPatch<E>,
  note?: MoveNote,
): Promise<EntityRow<E> | undefined> {
  refuseUnlisted(entity, from, to);
  const config = entityConfig(entity);
  const { scope } = target;
  const where = and(
    eq(config.id, target.id),
    typeof scope === 'string' ? undefined : eq(config.table.accountId, scope.accountId),
  )!;
  const [row] = await runMove(db, { entity, where, from, to, patch, note });
  return row as EntityRow<E> | undefined;
}

/**
 * The set-based form (sweeps: payments expiring, subscriptions ending): every row matching
 * `where` in a status the table lets reach `to` (or in `from`, when narrower) moves in one
 * statement, which records each move too. Answers the moved rows.
 */
export async function transitionAll<E extends StatusEntity>(
  db: Database,
  entity: E,
  where: SQL | undefined,
  to: EntityStatus<E>,
  options: { from?: readonly EntityStatus<E>[]; patch?: EntityPatch<E>; note?: MoveNote } = {},
): Promise<EntityRow<E>[]> {
  const from = options.from ?? (statusesBefore(entityConfig(entity).moves, to) as EntityStatus<E>[]);
  refuseUnlisted(entity, from, to);
  if (from.length === 0) return [];
  const rows = await runMove(db, {
    entity,
    where: where ?? sql`true`,
    from,
    to,
    patch: options.patch,
    note: options.note,
  });
  return rows as EntityRow<E>[];
}

import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { rawRows } from './raw-rows.ts';
import { type AnyEntity, type EntityPatch, entityConfig, type StatusEntity } from './status-entities.ts';

/** Who moved a row: a customer's user, a staff user, or the product itself. */
export type MovedBy = { user: string } | { staff: string } | 'system';

export interface MoveNote {
  by?: MovedBy;
  reason?: string | null;
}

export interface MoveStatement {
  entity: StatusEntity;
  /** Which rows (besides their status being in `from`). */
  where: SQL;
  from: readonly (string | number)[];
  to: string | number;
  patch?: EntityPatch<StatusEntity>;
  note?: MoveNote;
}

const byColumns = (by: MovedBy = 'system') =>
  by === 'system'
    ? { kind: 'system', userId: null }
    : 'user' in by
      ? { kind: 'user', userId: by.user }
      : { kind: 'staff', userId: by.staff };

/** The row as its table's columns read it, from the names and driver values a raw statement answers. */
function typedRow(entity: AnyEntity, raw: Record<string, unknown>) {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(returned(entity))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

function returned(entity: AnyEntity): Record<string, PgColumn> {
  const columns = getTableColumns(entity.table) as Record<string, PgColumn>;
  return Object.fromEntries(Object.entries(columns).filter(([key]) => !entity.omit?.includes(key)));
}

/** The UPDATE of the rows `prior` locked, answering each row and the status it left. */
function updateOf(db: Database, entity: AnyEntity, move: MoveStatement) {
  const columns = getTableColumns(entity.table) as Record<string, PgColumn>;
  const statusKey = Object.keys(columns).find((key) => columns[key] === entity.status)!;
  const touch = 'updatedAt' in columns && !(move.patch && 'updatedAt' in move.patch);
  const values = { ...move.patch, [statusKey]: move.to, ...(touch ? { updatedAt: new Date() } : {}) };
  return db
    .update(entity.table)
    .set(values as never)
    .from(sql`prior`)
    .where(sql`${entity.id} = prior.row_id`)
    .returning({ ...returned(entity), priorStatus: sql`prior.from_status`.as('prior_status') });
}

/**
 * One statement: lock the rows in `from`, move them to `to` (with the patch), and record each
 * actual change in status_moves (a status written again over itself is not a move).
 */
export async function runMove(db: Database, move: MoveStatement) {
  const entity = entityConfig(move.entity);
  const by = byColumns(move.note?.by);
  const idName = sql.identifier(entity.id.name);
  const rows = await rawRows<Record<string, unknown>>(
    db,
    sql`with prior as (
          select ${entity.id} as row_id, ${entity.status} as from_status from ${entity.table}
          where ${move.where} and ${inArray(entity.status, [...move.from])} for update
        ), moved as (${updateOf(db, entity, move).getSQL()}),
        recorded as (
          insert into status_moves (entity, row_id, account_id, from_status, to_status, reason, by_kind, by_user_id)
          select ${move.entity}, m.${idName}, m.account_id, m.prior_status::text, ${String(move.to)},
                 ${move.note?.reason ?? null}, ${by.kind}, ${by.userId}::uuid
          from moved m where m.prior_status::text <> ${String(move.to)}
        )
        select * from moved`,
  );
  return rows.map((raw) => typedRow(entity, raw));
}

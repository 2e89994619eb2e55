import { canMoveOutbox, type OutboxState, WENT_OUT_STATES } from '@siar/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { waOutbox, waOutboxTransitions } from '../db/schema/index.ts';
import { recordSentInThreads } from '../modules/chats/index.ts';
import { emitMessageStatus } from '../modules/integrations/webhook-events.ts';
import { holdLease } from '../whatsapp/index.ts';
import type { Lease } from '../whatsapp/lease.ts';

// The only place an outbox row's state is written. Every move is one of OUTBOX_MOVES
// (packages/shared/src/outbox.ts) and is recorded in wa_outbox_transitions in the same statement
// or transaction. Three forms: one row (`moveOutboxRow`), a set of rows in one statement
// (`outboxMoveCtes`, for claims, settles, give-backs, cancels), and receipts' steps (`writeSteps`).

export type OutboxRow = typeof waOutbox.$inferSelect;

/** A move the table does not allow is a bug in its caller: refused before any SQL runs. */
export function assertOutboxMove(from: OutboxState, to: OutboxState): void {
  if (!canMoveOutbox(from, to)) throw new Error(`An outbox row may not move from ${from} to ${to}`);
}

/**
 * Moves the row `where` finds to `to` (with `patch`), if the table allows it from where the row
 * stands; answers the moved row, or undefined when it stands elsewhere (a receipt got there first,
 * say). A sender's moves hold its lease; a receipt's do not (it reports what WhatsApp did).
 */
export async function moveOutboxRow(
  db: Database,
  lease: Lease | undefined,
  where: SQL | undefined,
  to: OutboxState,
  patch: Partial<typeof waOutbox.$inferInsert>,
  reason?: string,
): Promise<OutboxRow | undefined> {
  return db.transaction(async (tx) => {
    if (lease) await holdLease(tx, lease);
    const [row] = await tx.select().from(waOutbox).where(where).for('update');
    if (!row || !canMoveOutbox(row.state, to)) return undefined;
    // A receipt proving that a "failed" send went out clears the failure.
    const proven = row.state === 'failed' ? { failureReason: null, failedAt: null } : {};
    const [moved] = await tx
      .update(waOutbox)
      .set({ ...patch, state: to, ...proven })
      .where(sql`${waOutbox.id} = ${row.id}`)
      .returning();
    await tx
      .insert(waOutboxTransitions)
      .values({ outboxId: row.id, fromState: row.state, toState: to, reason });
    if (moved && (WENT_OUT_STATES as readonly OutboxState[]).includes(to))
      await recordSentInThreads(tx, [moved]);
    if (moved) await emitMessageStatus(tx, moved);
    return moved;
  });
}

export interface SetMove {
  /** Rows to move: a CTE or subquery with an `id` column (joined as `src`); none means `where` alone. */
  source?: SQL;
  /** Which rows of `wa_outbox o` (and `src`) move. */
  where?: SQL;
  from: OutboxState;
  to: OutboxState;
  /** Other columns set with the move (`o` is the row, `src` the source's). */
  set?: SQL;
  reason?: string | null;
  /** More columns the moved rows answer, beside `id`. */
  returning?: SQL;
}

/**
 * Two common table expressions that move a set of rows in the statement they join: `<name>`
 * (answering the moved rows' ids, and `returning`) and `<name>_moves` (their transitions).
 */
export function outboxMoveCtes(name: string, move: SetMove): SQL {
  assertOutboxMove(move.from, move.to);
  // The states are literals, as if written by hand (the table above vouched for them).
  const [from, to] = [sql.raw(`'${move.from}'`), sql.raw(`'${move.to}'`)];
  const table = sql.identifier(name);
  const moves = sql.identifier(`${name}_moves`);
  const set = move.set ? sql`, ${move.set}` : sql``;
  const source = move.source ? sql`from ${move.source} src` : sql``;
  const joined = move.source ? sql`o.id = src.id and ` : sql``;
  const where = move.where ? sql` and (${move.where})` : sql``;
  const returning = move.returning ? sql`, ${move.returning}` : sql``;
  return sql`${table} as (
      update wa_outbox o set state = ${to}${set}
      ${source}
      where ${joined}o.state = ${from}${where}
      returning o.id${returning}
    ),
    ${moves} as (
      insert into wa_outbox_transitions (outbox_id, from_state, to_state, reason)
      select id, ${from}, ${to}, ${move.reason ?? null}::text from ${table}
    )`;
}

/** A row's new state after receipts, with the times they give and every step it took there. */
export interface ReceiptSteps {
  id: string;
  steps: { from: OutboxState; to: OutboxState }[];
  times: { sent_at: string | null; delivered_at: string | null; read_at: string | null };
}

/** Writes receipts' steps (each checked against the table) and their transitions, in one transaction. */
export async function writeSteps(tx: Database, rows: ReceiptSteps[]): Promise<void> {
  const transitions = rows.flatMap((row) => row.steps.map((step) => ({ id: row.id, ...step })));
  for (const step of transitions) assertOutboxMove(step.from, step.to);
  const column = (pick: (row: ReceiptSteps) => unknown) => sql.param(rows.map(pick));
  await tx.execute(
    sql`update wa_outbox o
        set state = u.state,
            sent_at = coalesce(u.sent_at, o.sent_at),
            delivered_at = coalesce(u.delivered_at, o.delivered_at),
            read_at = coalesce(u.read_at, o.read_at),
            failure_reason = case when u.proven then null else o.failure_reason end,
            failed_at = case when u.proven then null else o.failed_at end
        from unnest(${column((row) => row.id)}::uuid[], ${column((row) => row.steps.at(-1)!.to)}::text[],
                    ${column((row) => row.times.sent_at)}::timestamptz[],
                    ${column((row) => row.times.delivered_at)}::timestamptz[],
                    ${column((row) => row.times.read_at)}::timestamptz[],
                    ${column((row) => row.steps[0]!.from === 'failed')}::boolean[])
             as u(id, state, sent_at, delivered_at, read_at, proven)
        where o.id = u.id`,
  );
  await tx.execute(
    sql`insert into wa_outbox_transitions (outbox_id, from_state, to_state)
        select * from unnest(${sql.param(transitions.map((t) => t.id))}::uuid[],
                             ${sql.param(transitions.map((t) => t.from))}::text[],
                             ${sql.param(transitions.map((t) => t.to))}::text[])`,
  );
}

import { WARMUP_STATUS } from '@siar/shared';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { waDevices, warmupDevices, warmups } from '../../db/schema/index.ts';
import { transition } from '../../db/transitions.ts';
import type { WarmupRow } from './warmup-step.ts';

// The warmup runner's queries: which warmups are due, who can speak, and one step written.

/** Up to 20 running warmups whose next message is due, locked; rows another gateway holds are skipped. */
export function lockDueWarmups(tx: Database, now: Date) {
  return tx
    .select()
    .from(warmups)
    .where(and(eq(warmups.status, WARMUP_STATUS.running), lte(warmups.nextMessageAt, now)))
    .orderBy(asc(warmups.nextMessageAt))
    .limit(20)
    .for('update', { skipLocked: true });
}

/** The warmup's devices that can speak now (connected, not paused, with a number), oldest first. */
export function readyWarmupDevices(tx: Database, accountId: string) {
  return tx
    .select({ id: waDevices.id, phoneNumber: sql<string>`${waDevices.phoneNumber}` })
    .from(warmupDevices)
    .innerJoin(waDevices, eq(waDevices.id, warmupDevices.deviceId))
    .where(
      and(
        eq(warmupDevices.accountId, accountId),
        eq(waDevices.state, 'connected'),
        eq(waDevices.paused, false),
        isNotNull(waDevices.phoneNumber),
      ),
    )
    .orderBy(asc(waDevices.createdAt));
}

/** Notes a queued warmup message as the speaking device's last (the page shows it). */
export async function noteLastMessage(
  tx: Database,
  accountId: string,
  deviceId: string,
  text: string,
  at: Date,
): Promise<void> {
  await tx
    .update(warmupDevices)
    .set({ lastMessage: text, lastMessageAt: at })
    .where(and(eq(warmupDevices.accountId, accountId), eq(warmupDevices.deviceId, deviceId)));
}

/** Moves the warmup on (its counters, its next message's time, its status). */
export async function updateWarmupStep(
  tx: Database,
  accountId: string,
  patch: Partial<WarmupRow>,
  at: Date,
): Promise<void> {
  const { status, ...rest } = patch;
  if (status === undefined) {
    await tx
      .update(warmups)
      .set({ ...rest, updatedAt: at })
      .where(eq(warmups.accountId, accountId));
    return;
  }
  // The run ends (its stop condition met): a move of its table, recorded (db/transitions.ts).
  const target = { id: accountId, scope: { accountId } };
  const running = [WARMUP_STATUS.running];
  await transition(
    tx,
    'warmup',
    target,
    running,
    status,
    { ...rest, updatedAt: at },
    { reason: 'stop condition met' },
  );
}

import {
  statusesBefore,
  WARMUP_MOVES,
  WARMUP_STATUS,
  type WarmupSettingsRequest,
  type WarmupStatus,
} from '@siar/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { waDevices, waOutbox, warmupDevices, warmups } from '../../db/schema/index.ts';
import type { MovedBy } from '../../db/transitions.ts';
import { transition } from '../../db/transitions.ts';

export type WarmupRow = typeof warmups.$inferSelect;

export async function findWarmup(db: Database, accountId: string): Promise<WarmupRow | undefined> {
  const [row] = await db.select().from(warmups).where(eq(warmups.accountId, accountId));
  return row;
}

/** The account's devices beside their part in the warmup: chosen or not, and what each sent. */
export async function warmupDeviceRows(db: Database, accountId: string) {
  return db
    .select({
      device: waDevices,
      takingPart: sql<boolean>`${warmupDevices.deviceId} is not null`,
      messagesSent: sql<number>`(select count(*)::int from ${waOutbox} where ${waOutbox.deviceId} = "wa_devices"."id" and ${waOutbox.purpose} = 'warmup' and ${waOutbox.state} in ('sent', 'delivered', 'read'))`,
      lastMessage: warmupDevices.lastMessage,
      lastMessageAt: warmupDevices.lastMessageAt,
    })
    .from(waDevices)
    .leftJoin(
      warmupDevices,
      and(eq(warmupDevices.deviceId, waDevices.id), eq(warmupDevices.accountId, accountId)),
    )
    .where(eq(waDevices.accountId, accountId))
    .orderBy(asc(waDevices.createdAt));
}

/**
 * Saves the settings unless a run is going: the check and the write are one conditional
 * statement, so a start racing a save cannot slip between them.
 */
export async function saveSettings(
  db: Database,
  accountId: string,
  settings: Required<
    Pick<
      WarmupSettingsRequest,
      | 'interval_starts_at'
      | 'interval_ends_at'
      | 'break_after_total_msgs'
      | 'min_break_duration'
      | 'max_break_duration'
    >
  > & {
    stopCondition: 1 | 2;
    stopAt: Date | null;
    stopAfterTotalMsgs: number | null;
  },
): Promise<WarmupRow | undefined> {
  const values = {
    intervalStartsAt: settings.interval_starts_at,
    intervalEndsAt: settings.interval_ends_at,
    breakAfterTotalMsgs: settings.break_after_total_msgs,
    minBreakDuration: settings.min_break_duration,
    maxBreakDuration: settings.max_break_duration,
    stopCondition: settings.stopCondition,
    stopAt: settings.stopAt,
    stopAfterTotalMsgs: settings.stopAfterTotalMsgs,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(warmups)
    .values({ accountId, ...values })
    .onConflictDoUpdate({
      target: warmups.accountId,
      set: values,
      where: sql`${warmups.status} <> ${WARMUP_STATUS.running}`,
    })
    .returning();
  return row;
}

/** Starts a run with these devices: counters from zero, the first message due now. */
export async function startRun(
  db: Database,
  accountId: string,
  deviceIds: string[],
  by: MovedBy,
): Promise<WarmupRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await transition(
      tx,
      'warmup',
      { id: accountId, scope: { accountId } },
      statusesBefore<WarmupStatus>(WARMUP_MOVES, WARMUP_STATUS.running),
      WARMUP_STATUS.running,
      {
        startedAt: new Date(),
        endedAt: null,
        messagesSent: 0,
        messagesSinceBreak: 0,
        nextMessageAt: new Date(),
        conversationLine: 0,
        speakerA: null,
        speakerB: null,
      },
      { reason: 'started', by },
    );
    if (!row) return undefined;
    await tx.delete(warmupDevices).where(eq(warmupDevices.accountId, accountId));
    await tx.insert(warmupDevices).values(deviceIds.map((deviceId) => ({ accountId, deviceId })));
    return row;
  });
}

export async function stopRun(db: Database, accountId: string, by: MovedBy): Promise<WarmupRow | undefined> {
  const target = { id: accountId, scope: { accountId } };
  const patch = { endedAt: new Date(), nextMessageAt: null };
  return transition(db, 'warmup', target, [WARMUP_STATUS.running], WARMUP_STATUS.stopped, patch, {
    reason: 'stopped',
    by,
  });
}

/** The account's devices among these ids, for checking a start's choice. */
export async function devicesOf(db: Database, accountId: string, deviceIds: string[]) {
  return db
    .select()
    .from(waDevices)
    .where(and(eq(waDevices.accountId, accountId), inArray(waDevices.id, deviceIds)));
}

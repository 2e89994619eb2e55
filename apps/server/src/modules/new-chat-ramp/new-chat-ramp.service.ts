import {
  clampStep,
  DEFAULT_RAMP_SCHEDULE,
  localDate,
  type NewChatRampAnswer,
  nextRampStep,
  RAMP_HEALTH_THRESHOLD,
  type RampStep,
  rampAgeDays,
  rampCap,
  rampLeftToday,
} from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { usableZone } from '../business-hours/index.ts';
import * as repo from './new-chat-ramp.repo.ts';

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

function ageOf(row: repo.RampDeviceRow, zone: string, now: Date): number {
  return rampAgeDays({
    startedAt: new Date(row.started_at),
    warmupStartedAt: asDate(row.warmup_started_at),
    now,
    timeZone: zone,
  });
}

/** The account's steps and each of its devices on them: step, cap, new chats opened and left today, age. */
export async function rampView(
  db: Database,
  accountId: string,
  now = new Date(),
): Promise<NewChatRampAnswer> {
  const [account, rows] = await Promise.all([
    repo.scheduleOf(db, accountId),
    repo.accountRampDevices(db, accountId),
  ]);
  if (!account) throw AppError.notFound('account_not_found');
  const steps = account.steps ?? [...DEFAULT_RAMP_SCHEDULE];
  const zone = usableZone(account.timezone);
  const today = localDate(now, zone);
  return {
    steps,
    is_default: account.steps === null,
    health_threshold: RAMP_HEALTH_THRESHOLD,
    today,
    time_zone: zone,
    devices: rows.map((row) => {
      const cap = rampCap(steps, row.step);
      const counted = { day: row.day, opened: row.opened_on_day };
      return {
        id: row.device_id,
        name: row.name,
        step: clampStep(steps, row.step),
        cap,
        opened_today: row.day === today ? row.opened_on_day : 0,
        room_today: rampLeftToday(cap, counted, today),
        age_days: ageOf(row, zone, now),
      };
    }),
  };
}

export async function saveRamp(
  db: Database,
  accountId: string,
  steps: RampStep[],
): Promise<NewChatRampAnswer> {
  await repo.saveSchedule(db, accountId, steps);
  return rampView(db, accountId);
}

/**
 * The day's moves of every device on a ramp (the hourly job): up a step when old enough and
 * healthy, back one when its health is under the threshold, once a day at most on the account's
 * calendar (nextRampStep). Answers how many moved.
 */
export async function moveRamps(db: Database, now = new Date()): Promise<{ devices: number; moved: number }> {
  const rows = await repo.devicesToMove(db);
  const moves = rows.flatMap((row) => {
    const zone = usableZone(row.timezone);
    const today = localDate(now, zone);
    const next = nextRampStep(
      row.steps ?? DEFAULT_RAMP_SCHEDULE,
      { step: row.step, movedOn: row.moved_on },
      { ageDays: ageOf(row, zone, now), score: row.score, today },
    );
    return next.move === 'held' ? [] : [{ deviceId: row.device_id, step: next.step, movedOn: today }];
  });
  await repo.writeMoves(db, moves);
  return { devices: rows.length, moved: moves.length };
}

/** Each of the account's devices' new chats a day at its step now (the planner's load line). */
export async function rampCapsOf(db: Database, accountId: string): Promise<Map<string, number>> {
  const rows = await repo.deviceSteps(db, accountId);
  return new Map(rows.map((row) => [row.device_id, rampCap(row.steps ?? DEFAULT_RAMP_SCHEDULE, row.step)]));
}

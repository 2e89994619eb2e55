import {
  DEVICE_HEALTH_WINDOW_DAYS,
  type DeviceHealthInputs,
  type DeviceHealthLevel,
  deviceHealthLevel,
  scoreDeviceHealth,
} from '@siar/shared';
import { lockUntilCommit } from '../../db/advisory-locks.ts';
import type { Database } from '../../db/client.ts';
import { type AccountWebhookEvent, emitAccountsWebhookEvents } from '../integrations/webhook-events.ts';
import type { LiveEvents } from '../live/live-events.ts';
import {
  type GatheredDevice,
  gatherHealthInputs,
  type HealthRow,
  purgeHealthDays,
  withoutJit,
  writeHealth,
} from './device-health.repo.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A send is judged (delivered, read, answered) once it is an hour old. */
export const HEALTH_SETTLE_MS = HOUR_MS;
/** Days of history kept. */
export const HEALTH_HISTORY_KEEP_DAYS = 90;

export interface HealthDeps {
  db: Database;
  live?: LiveEvents;
}

/** A device whose level changed in this run. */
export interface HealthChange {
  accountId: string;
  deviceId: string;
  score: number;
  level: DeviceHealthLevel;
  previousLevel: DeviceHealthLevel;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The date (YYYY-MM-DD) in a zone; a zone the runtime does not know counts as Jakarta's. */
export function dayIn(zone: string, at: Date): string {
  let format = dayFormats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', dateStyle: 'short' });
    }
    dayFormats.set(zone, format);
  }
  return format.format(at);
}

export function inputsOf(row: GatheredDevice): DeviceHealthInputs {
  return {
    bannedNow: row.state === 'banned',
    // Whole days: the inputs of a quiet number stay the same from one hour to the next.
    ageDays: Math.floor(Number(row.age_days)),
    sent: row.sent,
    delivered: row.delivered,
    read: row.read,
    campaignSent: row.campaign_sent,
    replied: row.replied,
    optedOut: row.opted_out,
    failuresInARow: row.failures_in_a_row,
    refusals463: row.refusals_463,
    refusals479: row.refusals_479,
    signals: row.signals ?? {},
  };
}

function scoreRow(row: GatheredDevice, at: Date): HealthRow {
  const inputs = inputsOf(row);
  const { score, reasons } = scoreDeviceHealth(inputs);
  return {
    device_id: row.device_id,
    account_id: row.account_id,
    day: dayIn(row.zone, at),
    score,
    level: deviceHealthLevel(score, row.previous_level),
    reasons,
    inputs,
    bans: (inputs.signals.banned ?? 0) + (inputs.bannedNow && !inputs.signals.banned ? 1 : 0),
    refusals_463: inputs.refusals463,
  };
}

/** The webhook event of a level change: what it was, what it is, and why (the top reasons). */
function changeEvent(row: HealthRow, gathered: GatheredDevice, at: Date): AccountWebhookEvent {
  return {
    accountId: row.account_id,
    event: {
      event: 'device.health_changed',
      eventKey: `device.health_changed:${row.device_id}:${at.getTime()}`,
      data: {
        device_id: row.device_id,
        phone_number: gathered.phone_number,
        score: row.score,
        level: row.level,
        previous_score: gathered.previous_score,
        previous_level: gathered.previous_level,
        reasons: row.reasons.slice(0, 3),
        computed_at: at.toISOString(),
      },
    },
  };
}

/**
 * Recomputes every device's health (or some devices'): gathers the inputs in one statement, scores
 * them, writes the health and today's history row in another, and reports each level that changed
 * (a device's first score is no change) as a `device.health_changed` event, in the same
 * transaction. Runs one at a time (a lock), so two runs at once cannot both report a change.
 */
export async function recomputeDeviceHealth(
  deps: HealthDeps,
  options: { at?: Date; deviceIds?: string[] } = {},
): Promise<{ devices: number; changes: HealthChange[] }> {
  const at = options.at ?? new Date();
  const window = {
    since: new Date(at.getTime() - DEVICE_HEALTH_WINDOW_DAYS * DAY_MS),
    settled: new Date(at.getTime() - HEALTH_SETTLE_MS),
    deviceIds: options.deviceIds,
  };
  const result = await deps.db.transaction(async (tx) => {
    await lockUntilCommit(tx, 'device-health');
    await withoutJit(tx);
    const gathered = await gatherHealthInputs(tx, window);
    const rows = gathered.map((row) => scoreRow(row, at));
    await writeHealth(tx, rows, at);
    const changed = rows.flatMap((row, i) => {
      const before = gathered[i]!;
      return before.previous_level && before.previous_level !== row.level ? [{ row, before }] : [];
    });
    await emitAccountsWebhookEvents(
      tx,
      changed.map(({ row, before }) => changeEvent(row, before, at)),
    );
    if (!options.deviceIds) await purgeHealthDays(tx, HEALTH_HISTORY_KEEP_DAYS);
    const changes = changed.map(({ row, before }) => ({
      accountId: row.account_id,
      deviceId: row.device_id,
      score: row.score,
      level: row.level,
      previousLevel: before.previous_level!,
    }));
    return { devices: rows.length, changes };
  });
  // The devices page shows the change (and its notice) at once.
  const accounts = new Set(result.changes.map((change) => change.accountId));
  for (const accountId of accounts)
    await deps.live?.publish({ account_id: accountId, topic: 'devices' }).catch(() => {});
  return result;
}

import { DEVICE_HEALTH_HISTORY_DAYS, type DeviceHealth } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { accountTimeZone } from '../accounts/index.ts';
import { accountHealth } from './device-health.repo.ts';
import { dayIn } from './recompute-health.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (value: Date | string) => new Date(value).toISOString();

/** The account's devices' health (or one device's), with the last 30 days of history. */
async function healthOf(db: Database, accountId: string, deviceId?: string) {
  const zone = (await accountTimeZone(db, accountId)) ?? 'Asia/Jakarta';
  const since = dayIn(zone, new Date(Date.now() - (DEVICE_HEALTH_HISTORY_DAYS - 1) * DAY_MS));
  const { current, days } = await accountHealth(db, accountId, since, deviceId);
  const history = new Map<string, DeviceHealth['history']>();
  for (const { device_id, day, score } of days) {
    const list = history.get(device_id) ?? [];
    list.push({ day, score });
    history.set(device_id, list);
  }
  return current.map(
    (row): DeviceHealth => ({
      device_id: row.device_id,
      score: row.score,
      level: row.level,
      reasons: row.reasons,
      computed_at: iso(row.computed_at),
      level_changed_at: row.level_changed_at ? iso(row.level_changed_at) : null,
      previous_level: row.previous_level,
      history: history.get(row.device_id) ?? [],
    }),
  );
}

export async function listDeviceHealth(db: Database, accountId: string) {
  return { results: await healthOf(db, accountId) };
}

/** One device's health; another account's device, or one not scored yet, answers 404. */
export async function deviceHealth(db: Database, accountId: string, deviceId: string) {
  const [health] = await healthOf(db, accountId, deviceId);
  if (!health) throw AppError.notFound('device_health_not_computed');
  return health;
}

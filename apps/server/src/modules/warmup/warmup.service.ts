import type { WarmupSettingsRequest } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import type { MovedBy } from '../../db/transitions.ts';
import { AppError } from '../../http/errors.ts';
import { accountTimeZone } from '../accounts/index.ts';
import type { LiveEvents } from '../live/live-events.ts';
import * as repo from './warmup.repo.ts';
import { toWarmupAnswer, toWarmupSettings } from './warmup-view.ts';

export interface WarmupDeps {
  db: Database;
  live: LiveEvents;
}

async function timeZoneOf(db: Database, accountId: string): Promise<string> {
  return (await accountTimeZone(db, accountId)) ?? 'Asia/Jakarta';
}

export async function warmupView(db: Database, accountId: string) {
  const [row, devices, timeZone] = await Promise.all([
    repo.findWarmup(db, accountId),
    repo.warmupDeviceRows(db, accountId),
    timeZoneOf(db, accountId),
  ]);
  return toWarmupAnswer(row, devices, timeZone);
}

async function announce(deps: WarmupDeps, accountId: string) {
  await deps.live.publish({ account_id: accountId, topic: 'warmup' });
}

/** The spec's save: refused while a run is going; an unset message count means 100. */
export async function saveWarmupSettings(deps: WarmupDeps, accountId: string, input: WarmupSettingsRequest) {
  const timeBased = input.stop_condition === 1;
  const stopAt = timeBased && input.stop_at ? new Date(input.stop_at) : null;
  if (stopAt && stopAt.getTime() <= Date.now()) throw AppError.fields({ stop_at: 'warmup_stop_at_past' });
  const saved = await repo.saveSettings(deps.db, accountId, {
    ...input,
    stopCondition: input.stop_condition,
    stopAt,
    stopAfterTotalMsgs: timeBased ? null : (input.stop_after_total_msgs ?? 100),
  });
  if (!saved) throw AppError.conflict('warmup_running');
  await announce(deps, accountId);
  return {
    detail: 'Settings saved successfully',
    settings: toWarmupSettings(saved, await timeZoneOf(deps.db, accountId)),
  };
}

/** Starts a run between the chosen devices: two or more of the account's, connected and not paused. */
export async function startWarmup(deps: WarmupDeps, accountId: string, deviceIds: string[], by: MovedBy) {
  const unique = [...new Set(deviceIds)];
  if (unique.length < 2) throw AppError.fields({ device_ids: 'warmup_two_devices' });
  const devices = await repo.devicesOf(deps.db, accountId, unique);
  if (devices.length !== unique.length) throw AppError.notFound('device_not_found');
  const unready = devices.find((device) => device.state !== 'connected' || device.paused);
  if (unready)
    throw AppError.fields({
      device_ids: { code: 'warmup_device_not_ready', params: { name: unready.name } },
    });
  const current = await repo.findWarmup(deps.db, accountId);
  if (!current) throw AppError.badRequest('warmup_not_saved');
  if (current.stopCondition === 1 && current.stopAt && current.stopAt.getTime() <= Date.now()) {
    throw AppError.fields({ stop_at: 'warmup_stop_at_past' });
  }
  if (!(await repo.startRun(deps.db, accountId, unique, by))) throw AppError.conflict('warmup_running');
  await announce(deps, accountId);
  return warmupView(deps.db, accountId);
}

export async function stopWarmup(deps: WarmupDeps, accountId: string, by: MovedBy) {
  if (!(await repo.stopRun(deps.db, accountId, by))) throw AppError.conflict('warmup_not_running');
  await announce(deps, accountId);
  return warmupView(deps.db, accountId);
}

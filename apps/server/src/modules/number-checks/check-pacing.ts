import type { DeviceLoad } from './check-runner.repo.ts';

/** How fast a device may ask WhatsApp about numbers (config: NUMBER_CHECKS_PER_DEVICE_PER_HOUR, NUMBER_CHECK_BATCH). */
export interface CheckPacing {
  perHour: number;
  batch: number;
}

const HOUR_MS = 3_600_000;

/**
 * The pause after a batch of `size` numbers: the hour's allowance spread evenly (a full batch every
 * hour × batch / perHour on average), drawn between half and one and a half of that, so a device
 * never asks in a burst and its rhythm is not regular.
 */
export function pauseAfter(size: number, pacing: CheckPacing, random: () => number): number {
  return (HOUR_MS * size * (0.5 + random())) / pacing.perHour;
}

/** The shortest pause any batch may have: what a restarted runner keeps from the last answer it finds. */
export function shortestPause(pacing: CheckPacing): number {
  return (HOUR_MS * pacing.batch * 0.5) / pacing.perHour;
}

/** How many numbers a device may ask about now: within its batch and what its hour has left. */
export function roomOf(load: DeviceLoad, pacing: CheckPacing): number {
  return Math.max(0, Math.min(pacing.batch, pacing.perHour - load.lastHour));
}

/**
 * The device to ask next: of those under their hourly cap whose pause has passed, the least busy
 * (fewest checks in the last hour, then fewest messages waiting to be sent). Undefined: none may ask now.
 */
export function chooseDevice(
  loads: DeviceLoad[],
  pacing: CheckPacing,
  now: Date,
  pausedUntil: (deviceId: string) => number | undefined,
): DeviceLoad | undefined {
  const earliest = (load: DeviceLoad) =>
    Math.max(pausedUntil(load.id) ?? 0, load.lastAt ? load.lastAt.getTime() + shortestPause(pacing) : 0);
  return loads
    .filter((load) => roomOf(load, pacing) > 0 && earliest(load) <= now.getTime())
    .sort((a, b) => a.lastHour - b.lastHour || a.queued - b.queued)[0];
}

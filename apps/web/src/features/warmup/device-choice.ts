import type { WarmupAnswer } from '@siar/shared';

type WarmupDevice = WarmupAnswer['devices'][number];

/** Why a device cannot take part (a locale key), or null when it can: connected and not paused. */
export function unavailableReason(device: Pick<WarmupDevice, 'state' | 'paused'>): string | null {
  if (device.state !== 'connected') return 'warmup.devices.notConnected';
  if (device.paused) return 'warmup.devices.pausedReason';
  return null;
}

export function canTakePart(device: Pick<WarmupDevice, 'state' | 'paused'>): boolean {
  return unavailableReason(device) === null;
}

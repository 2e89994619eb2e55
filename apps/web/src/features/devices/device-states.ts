import type { MantineColor } from '@mantine/core';
import type { Device, DeviceState } from '@siar/shared';

/** A state's badge colour: green when working, blue/cyan on the way, orange to act on, red refused. */
export const STATE_COLORS: Record<DeviceState, MantineColor> = {
  pairing: 'blue',
  qr_expired: 'orange',
  connecting: 'cyan',
  connected: 'green',
  disconnected: 'orange',
  logged_out: 'gray',
  banned: 'red',
};

/** The states Retry starts again from (the server's rule; any other answers `device_cannot_retry`). */
const RESTARTABLE: readonly DeviceState[] = ['qr_expired', 'logged_out', 'banned', 'disconnected'];

export function canRetry(state: DeviceState): boolean {
  return RESTARTABLE.includes(state);
}

/** What Retry is called in each state: the QR ran out, the link is gone, or the session was lost. */
export function retryLabelKey(state: DeviceState): string {
  if (state === 'qr_expired') return 'devices.actions.retry';
  if (state === 'disconnected') return 'devices.actions.reconnect';
  return 'devices.actions.pairAgain';
}

/** Whether the pairing dialog has something to show: a QR or code on offer, or one on its way. */
export function isPairing(device: Pick<Device, 'state'>): boolean {
  return device.state === 'pairing';
}

/** A pairing code as people read it out: `ABCD-EFGH`. */
export function formatPairingCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

import type { DeviceState } from '@siar/shared';
import type { CloseReason } from './engine-port.ts';

/** States in which a device wants a connection: some gateway should hold it. */
export const RUNNABLE_STATES = [
  'pairing',
  'connecting',
  'connected',
] as const satisfies readonly DeviceState[];

export function isRunnable(state: DeviceState): boolean {
  return (RUNNABLE_STATES as readonly DeviceState[]).includes(state);
}

/**
 * Where a device stands after its engine closed for good. `stopped` (pause, release, shutdown)
 * leaves the state as it was: the device still wants a connection.
 */
export function stateAfterClose(reason: Exclude<CloseReason, 'stopped' | 'connection_lost'>): DeviceState {
  switch (reason) {
    case 'qr_expired':
      return 'qr_expired';
    case 'logged_out':
      return 'logged_out';
    case 'banned':
      return 'banned';
    case 'replaced':
    case 'unsupported':
      return 'disconnected';
  }
}

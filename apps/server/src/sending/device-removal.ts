import type { DeviceRemovalReason } from '@siar/shared';
import type { CloseReason } from '../whatsapp/engine-port.ts';

/** A final close that is a ban-risk signal takes the device out of its campaigns' rotation. */
export function removalReasonOf(reason: CloseReason): DeviceRemovalReason | undefined {
  switch (reason) {
    case 'banned':
    case 'logged_out':
    case 'replaced':
    case 'unsupported':
      return reason;
    default:
      return undefined;
  }
}

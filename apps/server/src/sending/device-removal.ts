import type { DeviceRemovalReason } from '@siar/shared';
import type { Database } from '../db/client.ts';
import type { CloseReason } from '../whatsapp/engine-port.ts';
import { removeDeviceFrom } from './campaign-progress.repo.ts';

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

/** After a final close: out of its campaigns' rotation if the reason is a ban-risk signal. Answers the campaigns touched. */
export async function leaveRotationAfterClose(
  db: Database,
  deviceId: string,
  reason: CloseReason,
): Promise<{ campaign_id: string; account_id: string }[]> {
  const removal = removalReasonOf(reason);
  return removal ? removeDeviceFrom(db, deviceId, removal) : [];
}

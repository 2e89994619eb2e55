/**
 * A gateway's hold on a device (its row in `wa_device_leases`). Every write a sender makes
 * (claiming, settling, giving back, and the sandbox's delivery itself) checks it in the same
 * statement or transaction, locking the lease row, so a gateway whose lease lapsed cannot touch
 * the device's messages while another gateway has taken it over: the newcomer's reconcile then
 * sees every arrival the old holder made, and nothing the old holder does can follow it.
 */
export interface Lease {
  deviceId: string;
  gatewayId: string;
}

/** The gateway no longer holds the device: the sender stops where it is and leaves the rest to the new holder. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';

  constructor(lease: Lease) {
    super(`The gateway no longer holds device ${lease.deviceId}`);
  }
}

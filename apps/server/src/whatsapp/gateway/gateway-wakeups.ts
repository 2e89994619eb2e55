import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { LiveEvent } from '../../modules/live/live-events.ts';
import { showTyping } from './device-events.ts';
import type { RunningDevice } from './gateway-options.ts';

/** What a gateway's answer to the API's live events needs of it. */
export interface GatewayWakeups {
  db: Database;
  log: Logger;
  /** The devices it runs now. */
  running: ReadonlyMap<string, RunningDevice>;
  /** A device was added, changed or removed: look at the leases now. */
  reconcileSoon(): void;
}

/** What a gateway does on the API's live events (whichever process wrote them). */
export function onLiveEvent(event: LiveEvent, gateway: GatewayWakeups): void {
  const { running } = gateway;
  if (event.topic === 'devices' && event.id) gateway.reconcileSoon();
  // A device's change, or a chat reply queued for it: its sender looks at once.
  if ((event.topic === 'devices' || event.topic === 'messages') && event.id)
    running.get(event.id)?.sending.wake();
  if (event.topic === 'typing' && event.id) {
    const sessionOf = (deviceId: string, accountId: string) => {
      const device = running.get(deviceId);
      return device?.accountId === accountId ? device.session : undefined;
    };
    void showTyping(gateway.db, gateway.log, sessionOf, event.account_id, event.id);
  }
  // A campaign started or resumed: its account's senders look at once.
  if (event.topic === 'campaigns')
    for (const device of running.values()) if (device.accountId === event.account_id) device.sending.wake();
}

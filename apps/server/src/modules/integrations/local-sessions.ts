import type { EngineSession } from '../../whatsapp/engine-port.ts';

const CHECK_TIMEOUT_MS = 3000;

/**
 * The sessions of the devices this process's gateway runs (main.ts hands them over once the
 * gateway starts). The REST API asks the device's own session whether a number is on WhatsApp, so
 * a send to a number that is not answers a clear 400 at once. When this process does not hold the
 * device (ROLE=api, or another gateway leases it), or the engine does not answer within 3 s, the
 * answer is "unknown" and the message is queued: the sender then ends it as failed, "The number is
 * not on WhatsApp", visible in its status and the `message.status` webhook.
 */
export class LocalSessions {
  #lookup: (deviceId: string) => EngineSession | undefined = () => undefined;

  use(lookup: (deviceId: string) => EngineSession | undefined): void {
    this.#lookup = lookup;
  }

  /** True or false when the device's engine says so quickly, undefined when it cannot tell here. */
  async isOnWhatsApp(deviceId: string, phone: string): Promise<boolean | undefined> {
    const session = this.#lookup(deviceId);
    if (!session) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), CHECK_TIMEOUT_MS);
    });
    try {
      const answer = await Promise.race([
        session.checkNumbers([phone]).then((found) => found.get(phone)),
        late,
      ]);
      return answer;
    } catch {
      // Not connected at the moment: the sender will find out.
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }
}

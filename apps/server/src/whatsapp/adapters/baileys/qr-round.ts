import type { DeviceLink, EngineEvents } from '../../engine-port.ts';
import type { BaileysLogger } from './logger.ts';
import type { BaileysSocket } from './socket.ts';

/** How long WhatsApp's QRs live: the first 60 s, each later one 20 s, about 6 in a round (#1161). */
export const FIRST_QR_MS = 60_000;
export const NEXT_QR_MS = 20_000;
/** A pairing code is good while the socket's QR round lasts. */
export const PAIRING_CODE_MS = FIRST_QR_MS + 5 * NEXT_QR_MS;

/**
 * One socket's round of QRs, each reported with its expiry; or, for a device paired by phone
 * number, the pairing code asked for on the first QR.
 */
export class QrRound {
  private shown = 0;
  private pairingRequested = false;

  constructor(
    private readonly sock: BaileysSocket,
    private readonly link: DeviceLink,
    private readonly events: EngineEvents,
    private readonly log: BaileysLogger,
  ) {}

  async onQr(qr: string, shownAt: number): Promise<void> {
    this.shown += 1;
    if (this.link.pairingPhone) {
      // Asked on the first QR, as Baileys' example does: earlier it fails with 428 (#267, #390, #2014).
      if (this.pairingRequested) return;
      this.pairingRequested = true;
      let code: string;
      try {
        code = await this.sock.requestPairingCode(this.link.pairingPhone.replace(/\D/g, ''));
      } catch (err) {
        this.log.warn({ err }, 'pairing code request failed');
        await this.sock.end(err as Error).catch(() => undefined);
        return;
      }
      await this.events.connection({
        state: 'pairing_code',
        code,
        expiresAt: new Date(shownAt + PAIRING_CODE_MS),
      });
      return;
    }
    const lifetime = this.shown === 1 ? FIRST_QR_MS : NEXT_QR_MS;
    await this.events.connection({ state: 'qr', qr, expiresAt: new Date(shownAt + lifetime) });
  }
}

import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  type AnyMessageContent,
  type BaileysEventMap,
  type Contact,
  DisconnectReason,
  type MiscMessageGenerationOptions,
  type NewChatMessageCapInfo,
  type ReachoutTimelockState,
  type UserFacingSocketConfig,
  type WAMessage,
  WAMessageStatus,
  type WAPresence,
} from 'baileys';
import { QR_ROUND_OVER } from '../disconnect-policy.ts';
import type { BaileysSocket } from '../socket.ts';

/** An error as Baileys closes a socket with: a Boom carrying WhatsApp's status code. */
export function boom(message: string, statusCode: number): Error {
  return Object.assign(new Error(message), {
    isBoom: true,
    output: { statusCode, payload: { statusCode, error: 'Boom', message } },
  });
}

/** `ev` of a socket: Baileys' event names and payload types, on a plain EventEmitter. */
export class FakeEvents {
  private readonly emitter = new EventEmitter();

  on<E extends keyof BaileysEventMap>(event: E, listener: (arg: BaileysEventMap[E]) => void): void {
    this.emitter.on(event, listener);
  }

  emit<E extends keyof BaileysEventMap>(event: E, arg: BaileysEventMap[E]): boolean {
    return this.emitter.emit(event, arg);
  }

  removeAllListeners(): void {
    this.emitter.removeAllListeners();
  }
}

export interface FakeSocketOptions {
  /**
   * Behave as WhatsApp would on its own: right after creation, show a QR when the creds were
   * never paired, or open when they were.
   */
  auto?: boolean;
}

/**
 * A stand-in for Baileys' socket with no network. It records what the engine asks of it, and
 * its helpers emit what the real socket emits, in Baileys 7's own shapes and order.
 */
export class FakeSocket implements BaileysSocket {
  readonly ev = new FakeEvents();
  user: Contact | undefined;
  closed = false;
  closedWith: Error | undefined;
  loggedOut = false;
  readonly sent: { jid: string; content: AnyMessageContent; options?: MiscMessageGenerationOptions }[] = [];
  readonly presences: { type: WAPresence; jid?: string }[] = [];
  /** Every call in order, `presence:composing`, `send`, … (typing before the message). */
  readonly calls: string[] = [];
  readonly pairingRequests: string[] = [];
  /** Digits of the numbers `onWhatsApp` finds. */
  readonly registered = new Set<string>();
  /** Baileys' own LID store: `<digits>@lid` → `pn:device@s.whatsapp.net`. */
  readonly lidToPn = new Map<string, string>();
  /** Ids of messages whose media the engine asked the phone to upload again. */
  readonly mediaReuploads: string[] = [];
  /** Set to make the next `sendMessage` throw this. */
  failNextSend: Error | undefined;
  readonly signalRepository = {
    lidMapping: { getPNForLID: async (lid: string) => this.lidToPn.get(lid) ?? null },
  };
  /** What WhatsApp answers of the number's reach-out lock and new-chat cap, and how often it was asked. */
  reachoutLock: ReachoutTimelockState = { isActive: false };
  messageCap: NewChatMessageCapInfo = {};
  readonly limitQueries = { lock: 0, cap: 0 };
  private qrsShown = 0;

  constructor(
    readonly config: UserFacingSocketConfig,
    options: FakeSocketOptions = {},
  ) {
    if (options.auto) {
      setImmediate(() => {
        if (this.closed) return;
        this.connecting();
        if (this.config.auth.creds.account) this.open();
        else this.showQr();
      });
    }
  }

  get creds() {
    return this.config.auth.creds;
  }

  // --- what the engine calls ---

  async end(error: Error | undefined): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.closedWith = error;
    this.ev.emit('connection.update', { connection: 'close', lastDisconnect: { error, date: new Date() } });
    this.ev.removeAllListeners();
  }

  async logout(msg?: string): Promise<void> {
    this.assertOpen();
    this.loggedOut = true;
    void this.end(boom(msg ?? 'Intentional Logout', DisconnectReason.loggedOut));
  }

  async sendMessage(
    jid: string,
    content: AnyMessageContent,
    options?: MiscMessageGenerationOptions,
  ): Promise<WAMessage | undefined> {
    this.assertOpen();
    this.calls.push('send');
    if (this.failNextSend) {
      const error = this.failNextSend;
      this.failNextSend = undefined;
      throw error;
    }
    this.sent.push({ jid, content, options });
    const message: WAMessage = {
      key: {
        remoteJid: jid,
        fromMe: true,
        id: options?.messageId ?? `3EB0${randomBytes(9).toString('hex')}`,
      },
      message: 'text' in content ? { conversation: content.text } : {},
      messageTimestamp: Math.floor(Date.now() / 1000),
      status: WAMessageStatus.PENDING,
    };
    // emitOwnEvents: Baileys echoes each send as an `append` upsert.
    this.ev.emit('messages.upsert', { messages: [message], type: 'append' });
    return message;
  }

  /** The phone re-uploads media the CDN no longer held: the same message, a fresh path. */
  async updateMediaMessage(message: WAMessage): Promise<WAMessage> {
    this.assertOpen();
    this.calls.push('reupload');
    this.mediaReuploads.push(message.key.id ?? '');
    return message;
  }

  async sendPresenceUpdate(type: WAPresence, toJid?: string): Promise<void> {
    this.presences.push({ type, jid: toJid });
    this.calls.push(`presence:${type}`);
  }

  async onWhatsApp(...phoneNumbers: string[]): Promise<{ jid: string; exists: boolean }[] | undefined> {
    this.assertOpen();
    return phoneNumbers
      .filter((digits) => this.registered.has(digits))
      .map((digits) => ({ jid: `${digits}@s.whatsapp.net`, exists: true }));
  }

  /** As Baileys does: the answer is also emitted as a `connection.update`. */
  async fetchAccountReachoutTimelock(): Promise<ReachoutTimelockState> {
    this.assertOpen();
    this.limitQueries.lock += 1;
    this.ev.emit('connection.update', { reachoutTimeLock: this.reachoutLock });
    return this.reachoutLock;
  }

  async fetchNewChatMessageCap(): Promise<NewChatMessageCapInfo> {
    this.assertOpen();
    this.limitQueries.cap += 1;
    return this.messageCap;
  }

  async requestPairingCode(phoneNumber: string, customPairingCode?: string): Promise<string> {
    this.assertOpen();
    this.pairingRequests.push(phoneNumber);
    const code = customPairingCode ?? 'FAKE2345';
    // As Baileys does: the code and `me` go into creds at once.
    this.creds.pairingCode = code;
    this.creds.me = { id: `${phoneNumber}@s.whatsapp.net`, name: '~' };
    this.ev.emit('creds.update', this.creds);
    return code;
  }

  // --- what WhatsApp makes the socket emit ---

  connecting(): void {
    this.ev.emit('connection.update', {
      connection: 'connecting',
      receivedPendingNotifications: false,
      qr: undefined,
    });
  }

  /** One QR of the round: `ref,noiseKey,identityKey,advSecret,platform`, as Baileys builds it. */
  showQr(): string {
    this.qrsShown += 1;
    const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
    const qr = [
      `2@fake-ref-${this.qrsShown}`,
      b64(this.creds.noiseKey.public),
      b64(this.creds.signedIdentityKey.public),
      this.creds.advSecretKey,
      '1',
    ].join(',');
    this.ev.emit('connection.update', { qr });
    return qr;
  }

  /** Every ref used and nobody scanned (#1161). */
  qrRoundOver(): Promise<void> {
    return this.end(boom(QR_ROUND_OVER, DisconnectReason.timedOut));
  }

  /**
   * The phone scanned (or typed the code): the pairing is stored in creds, then WhatsApp asks
   * for a restart (515), as after every real pairing.
   */
  pairSuccess(phoneE164: string, pushName = 'Toko Siar'): Promise<void> {
    const digits = phoneE164.replace(/\D/g, '');
    this.creds.me = {
      id: `${digits}:21@s.whatsapp.net`,
      lid: `${digits.slice(-6)}99:21@lid`,
      name: pushName,
    };
    this.creds.account = {
      details: randomBytes(24),
      accountSignatureKey: randomBytes(32),
      accountSignature: randomBytes(64),
      deviceSignature: randomBytes(64),
    };
    this.creds.platform = 'android';
    this.ev.emit('creds.update', { me: this.creds.me, account: this.creds.account, platform: 'android' });
    this.ev.emit('connection.update', { isNewLogin: true, qr: undefined });
    return this.end(boom('Stream Errored (restart required)', DisconnectReason.restartRequired));
  }

  open(): void {
    this.user = this.creds.me;
    this.ev.emit('connection.update', { connection: 'open' });
    this.ev.emit('connection.update', { receivedPendingNotifications: true });
  }

  close(code: number, message = 'Connection Failure'): Promise<void> {
    return this.end(boom(message, code));
  }

  private assertOpen(): void {
    if (this.closed) throw boom('Connection Closed', DisconnectReason.connectionClosed);
  }
}

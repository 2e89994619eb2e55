import type { ConnectionState, WAMessage } from 'baileys';
import type {
  ConnectionUpdate,
  DeviceLink,
  EngineActivity,
  EngineEvents,
  EngineSession,
  OutgoingMessage,
  SendOutcome,
} from '../../engine-port.ts';
import { PostgresAuthState } from './auth-state.ts';
import { Backoff } from './backoff.ts';
import type { ConnectionDeps } from './connection-deps.ts';
import { DecryptFloodGuard } from './decrypt-flood.ts';
import { makeDeviceSocket, watchConnecting } from './device-socket.ts';
import { closeAction } from './disconnect-policy.ts';
import { IncomingMessages } from './incoming.ts';
import { jidToPhone } from './jids.ts';
import { askLimits, routeLimitEvents } from './limits.ts';
import { type BaileysLogger, deviceLogger } from './logger.ts';
import { fetchMediaBounded, mediaLimit } from './media-download.ts';
import type { MessageContent } from './message-content.ts';
import { checkOnSocket, sendOnSocket, typingOnSocket } from './outgoing.ts';
import { probeOnSocket, routeActivity } from './probe.ts';
import { QrRound } from './qr-round.ts';
import { SerialQueue } from './serial-queue.ts';
import type { BaileysSocket } from './socket.ts';
import { queuedListener, routeMessageEvents } from './socket-events.ts';

/**
 * A socket that neither opened nor showed a QR by then is ended and retried. rc14 hangs in
 * `connecting` for good when the WebSocket upgrade is answered with an HTTP error (it listens for
 * `ws`'s `unexpected-response`, so `ws` raises nothing); `ws` itself gives up a handshake at 20 s.
 */
export const CONNECT_WATCHDOG_MS = 60_000;

/**
 * One device's session: its sockets one after another (never two at once), its reconnect
 * policy (`disconnect-policy.ts`), and its events turned into the port's, in order.
 */
export class DeviceConnection implements EngineSession {
  readonly deviceId: string;
  private readonly log: BaileysLogger;
  private readonly flood: DecryptFloodGuard;
  private readonly backoff: Backoff;
  private readonly incoming: IncomingMessages;
  /** Every Baileys event and every report to the port, one at a time (the port awaits in order). */
  private readonly queue = new SerialQueue();
  private auth?: PostgresAuthState;
  private sock?: BaileysSocket;
  /** Bumped for each socket; connection events of an older socket are ignored. */
  private generation = 0;
  private isOpen = false;
  private cancelRetry?: () => void;
  private cancelWatchdog?: () => void;
  /** Stopped, logged out, or closed for good: nothing reconnects any more. */
  private ended = false;

  constructor(
    private readonly link: DeviceLink,
    private readonly events: EngineEvents & EngineActivity,
    private readonly deps: ConnectionDeps,
  ) {
    this.deviceId = link.deviceId;
    const base = deviceLogger(deps.logger, link.deviceId);
    this.flood = new DecryptFloodGuard(base, deps.floodLimits, deps.clock.now);
    this.log = this.flood.wrap(base);
    this.backoff = new Backoff(deps.backoff, deps.clock.now, deps.clock.random);
    this.incoming = new IncomingMessages(
      deps.db,
      this.log,
      this.flood,
      () => {
        const store = this.sock?.signalRepository.lidMapping;
        return store && ((lid) => store.getPNForLID(lid));
      },
      (msg, content) => this.fetchMedia(msg, content),
    );
    void this.connect();
  }

  /** The bytes of a message's media, through the socket that received it (for a re-upload). */
  private async fetchMedia(msg: WAMessage, content: MessageContent) {
    const sock = this.sock;
    if (!sock || !content.media) return { unavailable: 'download_failed' as const };
    return fetchMediaBounded(content.media, () => this.deps.downloadMedia(msg, sock, this.log), {
      maxBytes: mediaLimit(content.kind),
      timeoutMs: this.deps.mediaTimeoutMs,
      log: this.log,
      waMessageId: msg.key.id ?? '',
    });
  }

  async send(message: OutgoingMessage): Promise<void> {
    const sock = this.openSocket();
    this.incoming.sent(message.waMessageId);
    await sendOnSocket(sock, message, {
      clock: this.deps.clock,
      log: this.log,
      stillCurrent: () => this.sock === sock && this.isOpen,
    });
  }

  /**
   * Baileys cannot ask WhatsApp whether a message went out: only a receipt for its id proves it,
   * and the gateway promotes the row when one comes.
   */
  async outcomeOf(): Promise<SendOutcome> {
    return 'unknown';
  }

  async checkNumbers(phoneNumbers: string[]): Promise<Map<string, boolean>> {
    return checkOnSocket(this.openSocket(), phoneNumbers);
  }

  async setTyping(to: string, typing: boolean): Promise<void> {
    await typingOnSocket(this.openSocket(), to, typing, this.log);
  }

  async probe(): Promise<boolean> {
    const me = jidToPhone(this.auth?.creds.me?.id ?? this.sock?.user?.id);
    return probeOnSocket(this.isOpen ? this.sock : undefined, me, this.log);
  }

  async stop(): Promise<void> {
    if (this.ended) return;
    await this.endSocket();
    await this.auth?.flush();
    this.finish({ state: 'closed', reason: 'stopped', willRetry: false });
  }

  async logOut(): Promise<void> {
    const sock = this.sock;
    await this.endSocket(async () => {
      // Tells WhatsApp to unlink; while the connection is down the phone still lists the device.
      await sock?.logout().catch((err: unknown) => this.log.warn({ err }, 'logout not sent'));
    });
    this.auth ??= await PostgresAuthState.load(this.deps.db, this.deviceId, this.log);
    await this.auth.clear();
    this.finish({ state: 'closed', reason: 'logged_out', willRetry: false });
  }

  /** Ends the session for good: no reconnect, the current socket closed, its close ignored. */
  private async endSocket(beforeEnd?: () => Promise<void>): Promise<void> {
    this.ended = true;
    this.generation += 1;
    this.isOpen = false;
    this.cancelRetry?.();
    this.cancelWatchdog?.();
    const sock = this.sock;
    this.sock = undefined;
    await beforeEnd?.();
    await sock?.end(undefined).catch((err: unknown) => this.log.warn({ err }, 'socket end failed'));
  }

  private openSocket(): BaileysSocket {
    if (!this.sock || !this.isOpen) throw new Error('the WhatsApp connection is not open');
    return this.sock;
  }

  /** Makes the next socket, after ending the one before. */
  private async connect(): Promise<void> {
    this.cancelRetry = undefined;
    this.cancelWatchdog?.();
    if (this.ended) return;
    try {
      this.auth ??= await PostgresAuthState.load(this.deps.db, this.deviceId, this.log);
      if (this.ended) return;
      // A pairing that never finished (a pairing code sets `me` at once) must not be resumed.
      if (!this.auth.paired && this.auth.creds.me) await this.auth.clear();
      const old = this.sock;
      this.sock = undefined;
      this.generation += 1;
      await old?.end(undefined).catch((err: unknown) => this.log.warn({ err }, 'old socket end failed'));
      if (this.ended) return;
      const generation = this.generation;
      this.isOpen = false;
      this.report({ state: 'connecting' });
      const sock = makeDeviceSocket(this.deps, this.deviceId, this.auth, this.log);
      this.sock = sock;
      this.listen(sock, generation, this.auth);
      this.cancelWatchdog = watchConnecting(this.deps, sock, this.log, () => generation === this.generation);
    } catch (err) {
      this.log.error({ err }, 'could not start a WhatsApp socket');
      this.retryLater((err as Error).message);
    }
  }

  private listen(sock: BaileysSocket, generation: number, auth: PostgresAuthState): void {
    const current = () => generation === this.generation;
    const on = queuedListener(sock, this.queue, this.deps.clock, this.log, current);

    // At once, not in the queue: a busy queue must not let the watchdog end a socket that answered.
    sock.ev.on('connection.update', ({ qr, connection }) => {
      if (current() && (qr || connection === 'open' || connection === 'close')) this.cancelWatchdog?.();
    });
    const creds = auth.creds;
    on('creds.update', async (update) => {
      // A wiped state has new creds: what an old socket reports of the old ones is not kept.
      if (creds !== auth.creds) return;
      Object.assign(creds, update);
      await auth.saveCreds();
    });
    const qrs = new QrRound(sock, this.link, this.events, this.log);
    on('connection.update', (update, at) => this.onConnectionUpdate(sock, qrs, update, at), true);
    routeMessageEvents(on, this.incoming, this.events, this.log);
    routeLimitEvents(on, sock, this.events, this.log);
    routeActivity(on, this.events);
  }

  private async onConnectionUpdate(
    sock: BaileysSocket,
    qrs: QrRound,
    update: Partial<ConnectionState>,
    at: number,
  ) {
    if (update.qr) await qrs.onQr(update.qr, at);
    if (update.connection === 'open') await this.onOpen(sock);
    if (update.connection === 'close') await this.onClose(update.lastDisconnect?.error);
  }

  private async onOpen(sock: BaileysSocket): Promise<void> {
    this.isOpen = true;
    this.backoff.opened();
    const me = this.auth?.creds.me ?? sock.user;
    const phoneNumber = jidToPhone(me?.id) ?? jidToPhone(sock.user?.id);
    if (!phoneNumber) this.log.error({ me: me?.id }, 'connected without a phone number in creds');
    const pushName = me?.name && me.name !== '~' ? me.name : me?.notify;
    await this.events.connection({
      state: 'open',
      phoneNumber: phoneNumber ?? '',
      ...(pushName ? { pushName } : {}),
    });
    askLimits(sock, this.events, this.log);
  }

  private async onClose(error: Error | undefined): Promise<void> {
    this.isOpen = false;
    const action = closeAction(error);
    const message = error?.message;
    if (action.kind === 'restart') {
      // The new socket reads the creds the pairing just wrote: they must be stored first.
      await this.auth?.flush();
      await this.connect();
      return;
    }
    if (action.kind === 'retry') {
      this.retryLater(message);
      return;
    }
    this.ended = true;
    this.sock = undefined;
    if (action.wipe) await this.auth?.clear();
    this.finish({
      state: 'closed',
      reason: action.reason,
      willRetry: false,
      ...(message ? { message } : {}),
    });
  }

  private retryLater(message: string | undefined): void {
    if (this.ended) return;
    const wait = this.backoff.next();
    this.log.warn({ waitMs: wait, reason: message }, 'WhatsApp connection lost; reconnecting');
    this.report({
      state: 'closed',
      reason: 'connection_lost',
      willRetry: true,
      ...(message ? { message } : {}),
    });
    this.cancelRetry = this.deps.clock.after(wait, () => void this.connect());
  }

  private finish(update: ConnectionUpdate): void {
    this.ended = true;
    this.report(update);
    this.deps.onEnded();
  }

  /** Queues a report to the port after whatever events came before it. */
  private report(update: ConnectionUpdate): void {
    void this.queue.run(async () => {
      try {
        await this.events.connection(update);
      } catch (err) {
        this.log.error({ err, state: update.state }, 'connection event handler failed');
      }
    });
  }
}

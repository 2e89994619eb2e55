import type { LiveTopic } from '@siar/shared';
import { syncSubscriptionWithDevices } from '../../modules/billing/subscription-follows-devices.ts';
import { countSends } from '../../modules/metrics/index.ts';
import {
  applyWhatsAppLimits,
  DeviceSending,
  leaveRotationAfterClose,
  type MovedMessage,
  ReceiptBatcher,
  SEND_BATCH,
  topicsOfMove,
} from '../../sending/index.ts';
import { createMediaStore, type MediaStore } from '../../storage/index.ts';
import { isRunnable } from '../device-states.ts';
import type { ConnectionUpdate, EngineLimits, EngineSession } from '../engine-port.ts';
import { CoalescedAnnouncer } from './coalesced-announcer.ts';
import {
  applyConnectionUpdate,
  findDevice,
  recordEngineSignal,
  refuseNumberInUse,
} from './device-connection.repo.ts';
import { incomingWriter } from './device-events.ts';
import {
  GATEWAY_TICK_MS,
  type GatewayOptions,
  LEASE_SECONDS,
  type RunningDevice,
} from './gateway-options.ts';
import { onLiveEvent } from './gateway-wakeups.ts';
import { beat, markStopped, registerGateway } from './gateways.repo.ts';
import type { IncomingWriter } from './incoming-writer.ts';
import { acquireLeases, releaseLeases, renewLeases } from './leases.repo.ts';
import { SessionWatch, watchOptions } from './silent-sessions.ts';

/**
 * A gateway process's devices: it holds their leases, runs an engine session per device and a
 * sender per connected one, writes what the engines report, and tells browsers through live
 * events. It reconciles every tick, and at once when the API announces a device change.
 */
export class Gateway {
  readonly #options: GatewayOptions;
  readonly #running = new Map<string, RunningDevice>();
  #id: string | undefined;
  #timer: NodeJS.Timeout | undefined;
  #tick: Promise<void> | undefined;
  #again = false;
  #stopping = false;
  #unsubscribe: (() => void) | undefined;
  readonly #announcer: CoalescedAnnouncer;
  readonly #incoming: IncomingWriter;
  readonly #receipts: ReceiptBatcher;
  readonly #media: MediaStore;
  readonly #watch: SessionWatch;

  constructor(options: GatewayOptions) {
    this.#options = options;
    this.#watch = new SessionWatch(watchOptions(options, this, (id) => this.#end(id, 'silent session')));
    this.#media = options.media ?? createMediaStore({ db: options.handle.db, s3: null, log: options.log });
    this.#announcer = new CoalescedAnnouncer((event) => {
      void options.live
        .publish(event)
        .catch((error: unknown) => options.log.warn({ err: error }, 'live event not published'));
    });
    this.#receipts = new ReceiptBatcher(options.handle.db, options.log, (rows) => this.#announceMoves(rows));
    this.#incoming = incomingWriter(options.handle.db, this.#media, this.#announcer, options.log);
  }

  get id(): string | undefined {
    return this.#id;
  }

  /** The devices this gateway runs now. */
  deviceIds(): string[] {
    return [...this.#running.keys()];
  }

  /** The session of a device this gateway runs, for a quick question (the REST API's number check). */
  sessionOf(deviceId: string): EngineSession | undefined {
    return this.#running.get(deviceId)?.session;
  }

  async start(): Promise<void> {
    const { handle, name, address, capacity, live } = this.#options;
    this.#id = await registerGateway(handle.db, { name, address, capacity });
    const wakeups = {
      db: handle.db,
      log: this.#options.log,
      running: this.#running,
      reconcileSoon: () => !this.#stopping && this.reconcileSoon(),
    };
    this.#unsubscribe = live.subscribeAll((event) => onLiveEvent(event, wakeups));
    await this.#reconcile();
    this.#watch.start();
    this.#timer = setInterval(() => this.reconcileSoon(), this.#options.tickMs ?? GATEWAY_TICK_MS);
  }

  /** Runs a reconciliation now, or right after the one in progress. */
  reconcileSoon(): void {
    if (this.#stopping) return;
    if (this.#tick) {
      this.#again = true;
      return;
    }
    this.#tick = this.#reconcile()
      .catch((error: unknown) => this.#options.log.error({ err: error }, 'gateway round failed'))
      .finally(() => {
        this.#tick = undefined;
        if (this.#again) {
          this.#again = false;
          this.reconcileSoon();
        }
      });
  }

  async #reconcile(): Promise<void> {
    const { handle, capacity } = this.#options;
    const { db } = handle;
    const leaseSeconds = this.#options.leaseSeconds ?? LEASE_SECONDS;
    const gatewayId = this.#id!;
    await beat(db, gatewayId);
    const held = await renewLeases(db, gatewayId, leaseSeconds);
    // Leases lost (taken by another gateway after a stall, or the device deleted): stop at once.
    for (const deviceId of this.#running.keys())
      if (!held.has(deviceId)) await this.#end(deviceId, 'lease lost');
    const taken = await acquireLeases(
      db,
      { id: gatewayId, name: this.#options.name },
      capacity - held.size,
      leaseSeconds,
    );
    for (const deviceId of [...held, ...taken]) {
      if (this.#stopping) return;
      const running = this.#running.get(deviceId);
      const row = await findDevice(db, deviceId);
      if (!row || !isRunnable(row.state)) {
        // Logged out or deleted from the panel, or closed for good: give it back.
        if (running)
          await this.#end(deviceId, row ? 'not wanted' : 'deleted', !row || row.state === 'logged_out');
        await releaseLeases(db, gatewayId, [deviceId]);
        continue;
      }
      if (!running) this.#begin(row);
      else if (row.paused) await running.sending.stop();
      else if (row.state === 'connected') running.sending.start();
    }
  }

  #begin(row: NonNullable<Awaited<ReturnType<typeof findDevice>>>): void {
    const { registry, log } = this.#options;
    if (!registry.has(row.engine)) {
      log.warn({ deviceId: row.id, engine: row.engine }, 'device engine does not run here');
      return;
    }
    const engine = registry.get(row.engine);
    const device: RunningDevice = {
      accountId: row.accountId,
      engineId: row.engine,
      session: undefined as never,
      sending: undefined as never,
      live: true,
    };
    device.sending = this.#sendingOf(row.id, device);
    this.#running.set(row.id, device);
    device.session = engine.start(
      {
        deviceId: row.id,
        accountId: row.accountId,
        pairingPhone: row.pairingPhone ?? undefined,
        lease: { deviceId: row.id, gatewayId: this.#id! },
      },
      this.#watch.events(row.id, row.accountId, {
        connection: (update) => this.#onConnection(row.id, device, update),
        message: (message) =>
          this.#incoming.receive({ device: { id: row.id, accountId: device.accountId }, message }),
        receipt: (receipt) => this.#receipts.add(row.id, receipt),
        limits: (limits) => this.#onLimits(row.id, device, limits),
        signal: (signal) => recordEngineSignal(this.#options.handle.db, row.id, device.accountId, signal),
      }),
    );
  }

  /** WhatsApp's limits on the number changed: its claims read them; its page shows them. */
  async #onLimits(deviceId: string, device: RunningDevice, limits: EngineLimits): Promise<void> {
    await applyWhatsAppLimits(this.#options.handle.db, deviceId, limits);
    device.sending.wake();
    await this.#publish(device.accountId, deviceId);
  }

  async #onConnection(deviceId: string, device: RunningDevice, update: ConnectionUpdate): Promise<void> {
    const { db } = this.#options.handle;
    if (this.#running.get(deviceId) !== device) return;
    const outcome = await applyConnectionUpdate(db, deviceId, update);
    if (!outcome.ok) {
      // The number is paired with another device already: unlink this one. Its own logged_out
      // event is not waited for (events come one at a time: this handler holds the next) and
      // not written over the reason.
      this.#running.delete(deviceId);
      void device.session.logOut().catch(() => {});
      await refuseNumberInUse(db, deviceId);
      await releaseLeases(db, this.#id!, [deviceId]);
      await this.#publish(device.accountId, deviceId);
      return;
    }
    if (update.state === 'open' || update.state === 'closed') {
      await syncSubscriptionWithDevices(db, device.accountId).catch((error: unknown) =>
        this.#options.log.warn({ err: error, deviceId }, 'subscription status not updated'),
      );
    }
    if (update.state === 'open') device.sending.start();
    if (update.state === 'closed') {
      await device.sending.stop();
      if (!update.willRetry && update.reason !== 'stopped') device.live = false;
      // A ban-risk signal takes the device out of its campaigns' rotation.
      const touched = update.willRetry ? [] : await leaveRotationAfterClose(db, deviceId, update.reason);
      for (const { campaign_id } of touched)
        await this.#publishTopic(device.accountId, 'campaigns', campaign_id);
    }
    await this.#publish(device.accountId, deviceId);
    if (!device.live && this.#running.get(deviceId) === device) {
      this.#running.delete(deviceId);
      await releaseLeases(db, this.#id!, [deviceId]);
    }
  }

  /** The device's sending: a sender per connection, holding this gateway's lease. */
  #sendingOf(deviceId: string, device: RunningDevice): DeviceSending {
    const { handle, log, registry } = this.#options;
    const engine = () => registry.get(device.engineId);
    return new DeviceSending(
      () => ({
        db: handle.db,
        log,
        media: this.#media,
        lease: { deviceId, gatewayId: this.#id! },
        session: device.session,
        newMessageId: () => engine().newMessageId(),
        batchSize: engine().outcomesKnown ? SEND_BATCH : 1,
        onMoved: (rows) => {
          countSends(device.engineId, rows);
          this.#watch.sent(deviceId, rows);
          this.#announceMoves(rows);
        },
        onLeaseLost: () => this.reconcileSoon(),
      }),
      async () => (await findDevice(handle.db, deviceId))?.paused ?? false,
    );
  }

  async #end(deviceId: string, why: string, logOut = false): Promise<void> {
    const device = this.#running.get(deviceId);
    if (!device) return;
    this.#running.delete(deviceId);
    this.#watch.forget(deviceId);
    this.#options.log.info({ deviceId, why }, 'device leaves this gateway');
    await device.sending.stop();
    await (logOut ? device.session.logOut() : device.session.stop()).catch((error: unknown) =>
      this.#options.log.warn({ err: error, deviceId }, 'ending the session failed'),
    );
  }

  /** Messages moved: the pages that show them are told (coalesced). */
  #announceMoves(rows: MovedMessage[]): void {
    for (const row of rows)
      for (const { topic, id } of topicsOfMove(row))
        this.#announcer.announce({ account_id: row.accountId, topic, ...(id ? { id } : {}) });
  }

  async #publish(accountId: string, deviceId: string): Promise<void> {
    await this.#publishTopic(accountId, 'devices', deviceId);
  }

  async #publishTopic(accountId: string, topic: LiveTopic, id?: string): Promise<void> {
    await this.#options.live
      .publish({ account_id: accountId, topic, ...(id ? { id } : {}) })
      .catch((error: unknown) => this.#options.log.warn({ err: error }, 'live event not published'));
  }

  /** SIGTERM: end every session (keeping auth state) and give the leases back at once. */
  async stop(): Promise<void> {
    this.#stopping = true;
    clearInterval(this.#timer);
    this.#unsubscribe?.();
    await this.#tick;
    for (const deviceId of [...this.#running.keys()]) await this.#end(deviceId, 'gateway stopping');
    await this.#watch.stop();
    // Messages the devices received before their sessions ended are written before it goes.
    await this.#incoming.idle();
    await this.#receipts.flush();
    this.#announcer.close();
    if (this.#id) {
      await releaseLeases(this.#options.handle.db, this.#id);
      await markStopped(this.#options.handle.db, this.#id);
    }
  }
}

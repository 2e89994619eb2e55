import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { LiveEvents } from '../../modules/live/live-events.ts';
import { pauseCampaignsForStorm } from '../../sending/index.ts';
import { endIncidents, growIncident, openIncident } from './incidents.repo.ts';

/**
 * A reconnect storm: at least STORM_MIN_DEVICES devices, and at least STORM_MIN_SHARE of the
 * devices the gateway had connected, failed (closed with `connection_lost`, or found silent) within
 * STORM_WINDOW_MS. One device dropping is its phone's network; half a gateway at once is WhatsApp
 * changing its protocol, the gateway's own network, or a ban wave, and campaigns retried into that
 * get numbers banned. The minimum keeps a small gateway's bad minute (2 of 3 devices) from
 * counting; the share keeps a big gateway's ordinary churn (5 of 200 reconnecting) from counting;
 * two minutes spans Baileys' first backoff steps (1 s doubling up to a minute), so devices failing in turn, or
 * failing again after a reconnect, belong to one storm.
 */
export const STORM_MIN_DEVICES = 5;
export const STORM_MIN_SHARE = 0.5;
export const STORM_WINDOW_MS = 2 * 60_000;

export interface StormDeps {
  db: Database;
  log: Logger;
  live: LiveEvents;
  gatewayId(): string;
  /** The devices the gateway has connected now. */
  connected(): ReadonlySet<string>;
}

interface OpenStorm {
  id: string | undefined;
  devices: Set<string>;
  lastAt: number;
}

/**
 * One gateway's storms: each failure is counted; a storm opens an incident (`gateway_incidents`)
 * and pauses the running campaigns on the failing devices (`reconnect_storm`: they do not resume
 * by themselves), grows while failures keep coming, and ends a window after the last one.
 */
export class ReconnectStorms {
  readonly #deps: StormDeps;
  /** Each device's last failure within the window. */
  readonly #failures = new Map<string, number>();
  #open: OpenStorm | undefined;
  /** The database work, in order: an incident is opened before it grows or ends. */
  #work: Promise<void> = Promise.resolve();

  constructor(deps: StormDeps) {
    this.#deps = deps;
  }

  /** Whether a storm is going on now. */
  get raging(): boolean {
    return this.#open !== undefined;
  }

  /** At the gateway's start: an incident a crashed run of it left open is over. */
  begin(): void {
    this.#queue(() => endIncidents(this.#deps.db, this.#deps.gatewayId()));
  }

  /** A device closed with `connection_lost`, or was found silent. */
  failed(deviceId: string, now = Date.now()): void {
    this.#failures.set(deviceId, now);
    for (const [id, at] of this.#failures) if (now - at > STORM_WINDOW_MS) this.#failures.delete(id);
    const open = this.#open;
    if (open) {
      open.lastAt = now;
      if (open.devices.has(deviceId)) return;
      open.devices.add(deviceId);
      this.#queue(() => this.#grow(open, [deviceId]));
      return;
    }
    const failing = [...this.#failures.keys()];
    const base = new Set([...this.#deps.connected(), ...failing]).size;
    if (failing.length < STORM_MIN_DEVICES || failing.length < STORM_MIN_SHARE * base) return;
    const storm: OpenStorm = { id: undefined, devices: new Set(failing), lastAt: now };
    this.#open = storm;
    const startedAt = new Date(Math.min(...this.#failures.values()));
    this.#queue(async () => {
      storm.id = await this.#start(failing, startedAt, base);
    });
  }

  /** Ends the storm once a window passed without a failure. */
  tick(now = Date.now()): void {
    const open = this.#open;
    if (!open || now - open.lastAt <= STORM_WINDOW_MS) return;
    this.#open = undefined;
    this.#queue(() => this.#end(open));
  }

  /** The gateway stops: its storm ends with it. */
  async close(): Promise<void> {
    const open = this.#open;
    this.#open = undefined;
    if (open) this.#queue(() => this.#end(open));
    await this.#work;
  }

  #queue(work: () => Promise<void>): void {
    this.#work = this.#work
      .then(work)
      .catch((error: unknown) => this.#deps.log.error({ err: error }, 'reconnect storm not recorded'));
  }

  async #start(deviceIds: string[], startedAt: Date, connected: number): Promise<string> {
    const { db, log } = this.#deps;
    const gatewayId = this.#deps.gatewayId();
    const { id, paused } = await db.transaction(async (tx) => {
      const paused = await pauseCampaignsForStorm(tx, deviceIds);
      const id = await openIncident(tx, { gatewayId, deviceIds, campaignsPaused: paused.length, startedAt });
      return { id, paused };
    });
    log.warn(
      { devices: deviceIds.length, of: connected, campaignsPaused: paused.length },
      'reconnect storm: many devices failed at once; their running campaigns are paused',
    );
    await this.#announce(paused);
    return id;
  }

  async #grow(storm: OpenStorm, deviceIds: string[]): Promise<void> {
    if (!storm.id) return;
    const { db } = this.#deps;
    const paused = await db.transaction(async (tx) => {
      const paused = await pauseCampaignsForStorm(tx, deviceIds);
      await growIncident(tx, storm.id!, [...storm.devices], paused.length);
      return paused;
    });
    await this.#announce(paused);
  }

  async #end(storm: OpenStorm): Promise<void> {
    if (storm.id) await endIncidents(this.#deps.db, this.#deps.gatewayId(), storm.id);
  }

  /** The paused campaigns' pages are told. */
  async #announce(campaigns: { id: string; accountId: string }[]): Promise<void> {
    for (const { id, accountId } of campaigns)
      await this.#deps.live
        .publish({ account_id: accountId, topic: 'campaigns', id })
        .catch((error: unknown) => this.#deps.log.warn({ err: error }, 'live event not published'));
  }
}

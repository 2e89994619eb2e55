import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { recomputeDeviceHealth, recordDeviceSignal } from '../../modules/device-health/index.ts';
import type { LiveEvents } from '../../modules/live/live-events.ts';
import type { ConnectionUpdate, EngineActivity, EngineEvents, EngineSession } from '../engine-port.ts';
import type { GatewayOptions } from './gateway-options.ts';
import { ReconnectStorms } from './reconnect-storm.ts';

/** SILENT_SESSION_SECONDS' default: ten minutes without a receipt after a send is not a slow phone. */
export const SILENT_SESSION_SECONDS = 600;
/** A probe not answered within this counts as unanswered (Baileys' own query timeout is 60 s). */
export const PROBE_TIMEOUT_MS = 10_000;
/** The watch looks this often at most (and four times per silent period in tests). */
const CHECK_MS = 5_000;

export interface SessionWatchDeps {
  db: Database;
  log: Logger;
  live: LiveEvents;
  /** A device that sent this long ago and heard nothing since is probed. */
  silentMs: number;
  gatewayId(): string;
  sessionOf(deviceId: string): EngineSession | undefined;
  /** Ends the device's session (its auth state kept) and starts it again. */
  reconnect(deviceId: string): Promise<void>;
}

/**
 * The watch's part of a gateway: its sessions, and `end` (a device's session stopped, its auth
 * state kept) followed by a round, which starts the device again.
 */
export function watchOptions(
  options: GatewayOptions,
  gateway: {
    readonly id: string | undefined;
    sessionOf(deviceId: string): EngineSession | undefined;
    reconcileSoon(): void;
  },
  end: (deviceId: string) => Promise<void>,
): SessionWatchDeps {
  return {
    db: options.handle.db,
    log: options.log,
    live: options.live,
    silentMs: (options.silentSessionSeconds ?? SILENT_SESSION_SECONDS) * 1000,
    gatewayId: () => gateway.id!,
    sessionOf: (deviceId) => gateway.sessionOf(deviceId),
    reconnect: async (deviceId) => {
      await end(deviceId);
      gateway.reconcileSoon();
    },
  };
}

interface Watched {
  accountId: string;
  connected: boolean;
  /** When the first send went out that nothing was heard after (undefined: heard since). */
  unheardSince: number | undefined;
  sends: number;
  examining: boolean;
}

/**
 * The gateway's watch over its sessions. A session can say it is connected while WhatsApp has
 * stopped talking to it (a half-open socket, a server that drops the device without closing): its
 * sends seem to go, and nothing comes back. So the watch keeps, per device, the sends that went out
 * since anything last arrived (a receipt, a message, a presence); past `silentMs` it probes the
 * session, and if still silent records a `silent_session` signal (the health score takes points)
 * and reconnects it. Connection losses and silent sessions are counted by `ReconnectStorms`.
 */
export class SessionWatch {
  readonly #deps: SessionWatchDeps;
  readonly #devices = new Map<string, Watched>();
  readonly #storms: ReconnectStorms;
  #timer: NodeJS.Timeout | undefined;

  constructor(deps: SessionWatchDeps) {
    this.#deps = deps;
    this.#storms = new ReconnectStorms({ ...deps, connected: () => this.#connected() });
  }

  start(): void {
    this.#storms.begin();
    this.#timer = setInterval(() => this.#check(), Math.max(10, Math.min(CHECK_MS, this.#deps.silentMs / 4)));
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#storms.close();
  }

  /** A new session's events, passed on, with what the watch hears in them. */
  events(deviceId: string, accountId: string, events: EngineEvents): EngineEvents & EngineActivity {
    const watched: Watched = {
      accountId,
      connected: false,
      unheardSince: undefined,
      sends: 0,
      examining: false,
    };
    this.#devices.set(deviceId, watched);
    const heard = () => {
      watched.unheardSince = undefined;
      watched.sends = 0;
    };
    return {
      // The number's limits and its recipients' reports come from WhatsApp too: the session talks.
      limits: (limits) => {
        heard();
        return events.limits?.(limits);
      },
      signal: (signal) => {
        heard();
        return events.signal?.(signal);
      },
      connection: (update) => {
        if (this.#devices.get(deviceId) === watched) this.#connection(deviceId, watched, update);
        return events.connection(update);
      },
      message: (message) => {
        heard();
        return events.message(message);
      },
      receipt: (receipt) => {
        heard();
        return events.receipt(receipt);
      },
      activity: heard,
    };
  }

  /** The sender's moves: those that went out start (or lengthen) the wait for an answer. */
  sent(deviceId: string, rows: readonly { state: string }[]): void {
    const watched = this.#devices.get(deviceId);
    const sent = rows.filter((row) => row.state === 'sent').length;
    if (!watched?.connected || sent === 0) return;
    watched.unheardSince ??= Date.now();
    watched.sends += sent;
  }

  /** The device left the gateway. */
  forget(deviceId: string): void {
    this.#devices.delete(deviceId);
  }

  #connection(deviceId: string, watched: Watched, update: ConnectionUpdate): void {
    if (update.state !== 'open' && update.state !== 'closed') return;
    watched.connected = update.state === 'open';
    watched.unheardSince = undefined;
    watched.sends = 0;
    if (update.state === 'closed' && update.reason === 'connection_lost') this.#storms.failed(deviceId);
  }

  #connected(): Set<string> {
    return new Set([...this.#devices].filter(([, watched]) => watched.connected).map(([id]) => id));
  }

  #check(): void {
    this.#storms.tick();
    const now = Date.now();
    for (const [deviceId, watched] of this.#devices) {
      const since = watched.unheardSince;
      if (!watched.connected || watched.examining || since === undefined) continue;
      if (now - since < this.#deps.silentMs) continue;
      watched.examining = true;
      void this.#examine(deviceId, watched, since)
        .catch((error: unknown) =>
          this.#deps.log.error({ err: error, deviceId }, 'silent session not handled'),
        )
        .finally(() => {
          watched.examining = false;
        });
    }
  }

  /** Probed; still silent: recorded, counted toward a storm, and reconnected. */
  async #examine(deviceId: string, watched: Watched, since: number): Promise<void> {
    const { db, log } = this.#deps;
    const session = this.#deps.sessionOf(deviceId);
    if (!session) return;
    const sends = watched.sends;
    if (await probe(session)) {
      log.info({ deviceId, sends }, 'quiet session answered its probe');
      if (watched.unheardSince === since) watched.unheardSince = undefined;
      return;
    }
    // Heard meanwhile, closed, or replaced by a new session: nothing to do.
    if (this.#devices.get(deviceId) !== watched || !watched.connected || watched.unheardSince !== since)
      return;
    const seconds = Math.round((Date.now() - since) / 1000);
    log.warn({ deviceId, sends, seconds }, 'silent session: probe unanswered, reconnecting');
    await recordDeviceSignal(db, {
      deviceId,
      accountId: watched.accountId,
      kind: 'silent_session',
      detail: `${sends} sent, nothing heard for ${seconds} s, probe unanswered: reconnected`,
      gatewayId: this.#deps.gatewayId(),
    });
    this.#storms.failed(deviceId);
    await this.#deps.reconnect(deviceId);
    await recomputeDeviceHealth({ db }, { deviceIds: [deviceId] }).catch(() => undefined);
  }
}

/** The session's probe, answered in time; an engine without one cannot tell (unanswered). */
async function probe(session: EngineSession): Promise<boolean> {
  if (!session.probe) return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([session.probe().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

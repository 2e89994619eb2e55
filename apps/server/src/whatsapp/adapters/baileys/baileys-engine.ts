import { generateMessageIDV2, type WABrowserDescription, type WAVersion } from 'baileys';
import pino from 'pino';
import type { Database } from '../../../db/client.ts';
import type { DeviceLink, Engine, EngineActivity, EngineEvents, EngineSession } from '../../engine-port.ts';
import { type BackoffOptions, DEFAULT_BACKOFF } from './backoff.ts';
import { type Clock, systemClock } from './clock.ts';
import { DEFAULT_FLOOD_LIMITS, type FloodLimits } from './decrypt-flood.ts';
import { CONNECT_WATCHDOG_MS, DeviceConnection } from './device-connection.ts';
import type { BaileysLogger } from './logger.ts';
import { baileysMediaDownloader, MEDIA_DOWNLOAD_TIMEOUT_MS, type MediaDownloader } from './media-download.ts';
import { type MakeSocket, makeBaileysSocket } from './socket.ts';
import { DEFAULT_SOCKET_SETTINGS } from './socket-config.ts';

export interface BaileysEngineOptions {
  db: Database;
  /** The server's logger (pino); each device logs through a child at `warn`. */
  logger?: BaileysLogger;
  /** WhatsApp Web version to announce; Baileys' bundled one by default. */
  version?: WAVersion;
  browser?: WABrowserDescription;
  /** Where to connect instead of WhatsApp Web (a local server in tests). */
  waWebSocketUrl?: string;
  /** Tests pass a fake socket maker; the default is Baileys' `makeWASocket`. */
  makeSocket?: MakeSocket;
  clock?: Clock;
  backoff?: Partial<BackoffOptions>;
  floodLimits?: FloodLimits;
  /** How long a socket may stay `connecting` (no QR, not open) before it is ended and retried. */
  connectWatchdogMs?: number;
  /** Tests pass a fake CDN; the default is Baileys' `downloadMediaMessage`. */
  downloadMedia?: MediaDownloader;
  mediaTimeoutMs?: number;
}

/**
 * The WhatsApp Web engine (Baileys 7). One session per device in this process: the gateway's
 * lease makes this process the device's only writer, and a second `start` here is refused.
 */
export class BaileysEngine implements Engine {
  readonly id = 'baileys' as const;
  private readonly sessions = new Map<string, DeviceConnection>();

  constructor(private readonly options: BaileysEngineOptions) {}

  start(link: DeviceLink, events: EngineEvents & EngineActivity): EngineSession {
    if (this.sessions.has(link.deviceId)) {
      throw new Error(`device ${link.deviceId} already has a session in this process`);
    }
    const { options } = this;
    const session: DeviceConnection = new DeviceConnection(link, events, {
      db: options.db,
      makeSocket: options.makeSocket ?? makeBaileysSocket,
      settings: {
        version: options.version ?? DEFAULT_SOCKET_SETTINGS.version,
        browser: options.browser ?? DEFAULT_SOCKET_SETTINGS.browser,
        waWebSocketUrl: options.waWebSocketUrl,
      },
      logger: options.logger ?? pino({ level: 'warn' }),
      clock: options.clock ?? systemClock,
      backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
      floodLimits: options.floodLimits ?? DEFAULT_FLOOD_LIMITS,
      connectWatchdogMs: options.connectWatchdogMs ?? CONNECT_WATCHDOG_MS,
      downloadMedia: options.downloadMedia ?? baileysMediaDownloader,
      mediaTimeoutMs: options.mediaTimeoutMs ?? MEDIA_DOWNLOAD_TIMEOUT_MS,
      onEnded: () => {
        if (this.sessions.get(link.deviceId) === session) this.sessions.delete(link.deviceId);
      },
    });
    this.sessions.set(link.deviceId, session);
    return session;
  }

  /** WhatsApp cannot be asked whether a message went out: only a receipt proves it. */
  readonly outcomesKnown = false;

  /** `3EB0` and 18 upper-case hex digits, as Baileys makes its own. */
  newMessageId(): string {
    return generateMessageIDV2();
  }

  /** Devices with a live session here. */
  get deviceIds(): string[] {
    return [...this.sessions.keys()];
  }

  /** Ends every session, keeping auth state (shutdown). */
  async stopAll(): Promise<void> {
    await Promise.all([...this.sessions.values()].map((session) => session.stop()));
  }
}

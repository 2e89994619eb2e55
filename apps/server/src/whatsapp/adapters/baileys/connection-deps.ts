import type { Database } from '../../../db/client.ts';
import type { BackoffOptions } from './backoff.ts';
import type { Clock } from './clock.ts';
import type { FloodLimits } from './decrypt-flood.ts';
import type { BaileysLogger } from './logger.ts';
import type { MediaDownloader } from './media-download.ts';
import type { MakeSocket } from './socket.ts';
import type { SocketSettings } from './socket-config.ts';

/** What a device's connection (device-connection.ts) is given by its engine. */
export interface ConnectionDeps {
  db: Database;
  makeSocket: MakeSocket;
  settings: SocketSettings;
  /** The server's logger; the device logs through a child of it. */
  logger: BaileysLogger;
  clock: Clock;
  backoff: BackoffOptions;
  floodLimits: FloodLimits;
  connectWatchdogMs: number;
  downloadMedia: MediaDownloader;
  mediaTimeoutMs: number;
  /** Told once the session is over for good (stopped, logged out, or a final close). */
  onEnded(): void;
}

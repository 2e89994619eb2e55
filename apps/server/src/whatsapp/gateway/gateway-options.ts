import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/client.ts';
import type { LiveEvents } from '../../modules/live/live-events.ts';
import type { DeviceSending } from '../../sending/index.ts';
import type { MediaStore } from '../../storage/index.ts';
import type { EngineSession } from '../engine-port.ts';
import type { EngineRegistry } from '../engine-registry.ts';

// A gateway's settings, and what it keeps of each device it runs.

/** A lease lasts this long unless renewed: a dead gateway's devices are free again after it. */
export const LEASE_SECONDS = 15;
/** Heartbeat, lease renewal and taking new devices, this often (a takeover within ~20 s). */
export const GATEWAY_TICK_MS = 5_000;

export interface GatewayOptions {
  handle: DatabaseHandle;
  registry: EngineRegistry;
  live: LiveEvents;
  log: Logger;
  name: string;
  address: string;
  capacity: number;
  leaseSeconds?: number;
  tickMs?: number;
  /** SILENT_SESSION_SECONDS (600 when not given; tests use less than a second). */
  silentSessionSeconds?: number;
  /** Where attachments are read and received files kept; the database's when not given (tests). */
  media?: MediaStore;
}

export interface RunningDevice {
  accountId: string;
  engineId: string;
  session: EngineSession;
  /** Its sender, while connected. */
  sending: DeviceSending;
  /** False once the engine closed for good: the lease is given back. */
  live: boolean;
}

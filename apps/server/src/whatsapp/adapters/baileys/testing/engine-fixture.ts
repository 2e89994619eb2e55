import { Writable } from 'node:stream';
import pino from 'pino';
import type { Database } from '../../../../db/client.ts';
import type {
  ConnectionUpdate,
  DeviceLink,
  EngineEvents,
  EngineLimits,
  EngineSession,
  IncomingMessage,
  Receipt,
} from '../../../engine-port.ts';
import { insertTestDevice } from '../../../testing/test-device.ts';
import { BaileysEngine, type BaileysEngineOptions } from '../baileys-engine.ts';
import { FakeSocket } from './fake-socket.ts';
import { ManualClock } from './manual-clock.ts';
import { waitUntil } from './wait-until.ts';

/** What a gateway would have heard from a session. */
export class RecordedEvents implements EngineEvents {
  readonly connections: ConnectionUpdate[] = [];
  readonly messages: IncomingMessage[] = [];
  readonly receipts: Receipt[] = [];
  readonly limitReports: EngineLimits[] = [];
  /** Other things WhatsApp sent (presences, chat changes): the silent-session watch hears them. */
  activities = 0;

  connection(update: ConnectionUpdate): void {
    this.connections.push(update);
  }
  message(message: IncomingMessage): void {
    this.messages.push(message);
  }
  receipt(receipt: Receipt): void {
    this.receipts.push(receipt);
  }
  limits(limits: EngineLimits): void {
    this.limitReports.push(limits);
  }

  activity(): void {
    this.activities += 1;
  }

  get states(): string[] {
    return this.connections.map((u) => (u.state === 'closed' ? `closed:${u.reason}` : u.state));
  }
}

/**
 * The Baileys engine on hand-driven fake sockets (no auto QR/open), a manual clock and a
 * logger whose lines the test can read.
 */
export function createEngineFixture(db: Database, options: Partial<BaileysEngineOptions> = {}) {
  const clock = new ManualClock();
  const sockets: FakeSocket[] = [];
  const logLines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const engine = new BaileysEngine({
    db,
    clock,
    logger: pino({ level: 'warn' }, logStream),
    makeSocket: (config) => {
      const sock = new FakeSocket(config);
      sockets.push(sock);
      return sock;
    },
    ...options,
  });

  return {
    engine,
    clock,
    sockets,
    logLines,
    start(link: DeviceLink): { session: EngineSession; events: RecordedEvents } {
      const events = new RecordedEvents();
      return { session: engine.start(link, events), events };
    },
    /** The `n`th socket made (1-based), once it exists. */
    async socket(n: number): Promise<FakeSocket> {
      await waitUntil(() => sockets.length >= n, `socket #${n}`);
      return sockets[n - 1]!;
    },
  };
}

/** Waits until the session reported `state` (as `RecordedEvents.states` names it). */
export function waitForState(events: RecordedEvents, state: string, count = 1): Promise<void> {
  return waitUntil(() => events.states.filter((s) => s === state).length >= count, `state ${state}`);
}

/** A device paired through its first socket (QR, pair-success, restart) and open on its second. */
/** `prepare` sets what WhatsApp will answer the socket before it opens. */
export async function openPairedDevice(
  db: Database,
  options: Partial<BaileysEngineOptions> = {},
  prepare?: (sock: FakeSocket) => void,
) {
  const fixture = createEngineFixture(db, options);
  const link = await insertTestDevice(db);
  const { events, session } = fixture.start(link);
  const first = await fixture.socket(1);
  first.showQr();
  await first.pairSuccess('+6281200000001');
  const sock = await fixture.socket(2);
  prepare?.(sock);
  sock.open();
  await waitForState(events, 'open');
  return { fixture, events, session, sock, link };
}

import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { transition } from '../../db/transitions.ts';
import type { EngineSession } from '../../whatsapp/engine-port.ts';
import { type CheckPacing, chooseDevice, pauseAfter, roomOf } from './check-pacing.ts';
import {
  claimItems,
  completeIfAnswered,
  type DeviceLoad,
  deviceLoads,
  nextChecks,
  readyDevices,
  recordAnswers,
  releaseClaims,
} from './check-runner.repo.ts';
import type { NumberCheckRow } from './number-checks.repo.ts';

const TICK_MS = 1000;
/** An engine that has not answered a batch in this long is taken as failed; the numbers are asked again. */
const ENGINE_TIMEOUT_MS = 30_000;
/** After a failed batch the device rests this long before it is asked again. */
const FAILURE_REST_MS = 30_000;

/** The devices this process's gateway runs, and their sessions (only a device's own session can ask). */
export interface LocalDevices {
  deviceIds(): string[];
  sessionOf(deviceId: string): EngineSession | undefined;
}

export interface RunnerDeps {
  db: Database;
  log: Logger;
  devices: LocalDevices;
  pacing: CheckPacing;
  /** The clock (tests move it: the hourly cap and the pauses read it, never the database's). */
  now?: () => Date;
  random?: () => number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Runs the accounts' number checks in a gateway process, through the devices it holds. Each round
 * (a second): for every account with a check to run and a ready device here, the account's oldest
 * check asks WhatsApp about its next small batch through the least-busy device whose pause has
 * passed and whose hour is not full. Everything lives in the rows (the claims, the answers, the
 * counters), so another process, or this one restarted, goes on where it stood.
 */
export class NumberCheckRunner {
  readonly #deps: RunnerDeps;
  readonly #pausedUntil = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;
  #round: Promise<unknown> | undefined;

  constructor(deps: RunnerDeps) {
    this.#deps = deps;
  }

  #now(): Date {
    return this.#deps.now?.() ?? new Date();
  }

  start(tickMs = TICK_MS): void {
    this.#timer = setInterval(() => {
      this.#round ??= this.runOnce()
        .catch((error: unknown) => this.#deps.log.error({ err: error }, 'number check round failed'))
        .finally(() => {
          this.#round = undefined;
        });
    }, tickMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#round;
  }

  /** One round; answers how many numbers got their answer. */
  async runOnce(): Promise<number> {
    const { db, devices } = this.#deps;
    const ready = await readyDevices(db, devices.deviceIds());
    if (ready.length === 0) return 0;
    const byAccount = new Map<string, string[]>();
    for (const device of ready)
      byAccount.set(device.accountId, [...(byAccount.get(device.accountId) ?? []), device.id]);
    let answered = 0;
    for (const check of await nextChecks(db, [...byAccount.keys()])) {
      const now = this.#now();
      const loads = await deviceLoads(db, byAccount.get(check.accountId)!, now);
      const device = chooseDevice(loads, this.#deps.pacing, now, (id) => this.#pausedUntil.get(id));
      if (device) answered += await this.#batch(check, device, now);
    }
    return answered;
  }

  async #batch(check: NumberCheckRow, device: DeviceLoad, now: Date): Promise<number> {
    const { db, devices, pacing, log } = this.#deps;
    const session = devices.sessionOf(device.id);
    if (!session) return 0;
    if (check.status === 'queued') {
      const moved = await transition(
        db,
        'numberCheck',
        { id: check.id, scope: 'system' },
        ['queued'],
        'running',
        {
          startedAt: now,
        },
      );
      if (!moved) return 0;
    }
    const claimed = await claimItems(db, check.id, device.id, roomOf(device, pacing), now);
    if (claimed.length === 0) {
      await completeIfAnswered(db, check.id, now);
      return 0;
    }
    let found: Map<string, boolean>;
    try {
      found = await withTimeout(session.checkNumbers(claimed.map((item) => item.phone)), ENGINE_TIMEOUT_MS);
    } catch (error) {
      log.warn(
        { err: error, deviceId: device.id, checkId: check.id },
        'number check batch failed; asked again later',
      );
      await releaseClaims(
        db,
        check.id,
        device.id,
        claimed.map((item) => item.seq),
      );
      this.#pausedUntil.set(device.id, this.#now().getTime() + FAILURE_REST_MS);
      return 0;
    }
    const answers = claimed.map((item) => ({ ...item, onWhatsapp: found.get(item.phone) ?? false }));
    const written = await recordAnswers(db, check, device.id, answers, this.#now());
    this.#pausedUntil.set(
      device.id,
      this.#now().getTime() + pauseAfter(claimed.length, pacing, this.#deps.random ?? Math.random),
    );
    return written;
  }
}

import type { FastifyReply } from 'fastify';

// The panel's busiest reads (the dashboard, the conversation list) answered from this process's
// memory until the account's next live event: every change a page shows live is announced on
// the account's channel (modules/live), so the page that refetches on an event gets a fresh
// answer and one that asks again without a change gets the kept one. An account's answers are
// dropped on each of its events (typing aside), on its own writes through this process, on a gap
// in the feed (all of them), and at the latest after `ttlMs`: a change that no event announces
// is seen that late, and so are figures that move with the clock (the longest wait).

interface Entry {
  accountId: string;
  text: string;
  storedAt: number;
}

export class AnswerCache {
  readonly #entries = new Map<string, Entry>();
  readonly #byAccount = new Map<string, Set<string>>();
  /** Per account, grows with each forget: a read that saw it move keeps nothing (see `set`). */
  readonly #versions = new Map<string, number>();
  /** Reads under way, by key and version: requests that come meanwhile wait for the same one. */
  readonly #reading = new Map<string, Promise<string>>();
  /** Grows with each clear, for the same reason. */
  #epoch = 0;
  #bytes = 0;

  constructor(
    readonly ttlMs: number,
    readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Where the account's answers stand now; handed back to `set` by a read that began here. */
  version(accountId: string): string {
    return `${this.#epoch}:${this.#versions.get(accountId) ?? 0}`;
  }

  get(key: string, now: number): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.storedAt + this.ttlMs <= now) {
      this.#drop(key);
      return undefined;
    }
    return entry.text;
  }

  /** Keeps a read's answer, unless the account changed since the read began (`readVersion`). */
  set(key: string, accountId: string, text: string, readVersion: string, now: number): void {
    if (!this.enabled || readVersion !== this.version(accountId) || text.length > this.maxBytes / 8) return;
    this.#drop(key);
    this.#entries.set(key, { accountId, text, storedAt: now });
    const keys = this.#byAccount.get(accountId) ?? new Set<string>();
    this.#byAccount.set(accountId, keys.add(key));
    this.#bytes += text.length;
    // Over the budget: the oldest answers go first (a Map keeps insertion order).
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#drop(oldest);
    }
  }

  /**
   * The answer of `read`, run once for every request of the same key that comes while it runs
   * (many tabs refetching on one event); one that comes after a change of the account starts
   * its own.
   */
  readOnce(key: string, version: string, read: () => Promise<string>): Promise<string> {
    const flight = `${key}@${version}`;
    const running = this.#reading.get(flight);
    if (running) return running;
    const reading = read().finally(() => this.#reading.delete(flight));
    this.#reading.set(flight, reading);
    return reading;
  }

  /** Something of the account changed: its answers go, and reads under way keep nothing. */
  forgetAccount(accountId: string): void {
    this.#versions.set(accountId, (this.#versions.get(accountId) ?? 0) + 1);
    for (const key of [...(this.#byAccount.get(accountId) ?? [])]) this.#drop(key);
  }

  /** Changes may have gone unheard: everything goes. */
  clear(): void {
    this.#epoch++;
    this.#entries.clear();
    this.#byAccount.clear();
    this.#versions.clear();
    this.#bytes = 0;
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.text.length;
    const keys = this.#byAccount.get(entry.accountId);
    keys?.delete(key);
    if (keys?.size === 0) this.#byAccount.delete(entry.accountId);
  }
}

/**
 * The route's answer for `key`, from the cache or from `read` (serialized by the route's own
 * response schema, then kept): sent as JSON text either way.
 */
export async function cachedAnswer(
  cache: AnswerCache,
  reply: FastifyReply,
  where: { accountId: string; key: string },
  read: () => Promise<unknown>,
): Promise<FastifyReply> {
  const hit = cache.get(where.key, Date.now());
  reply.type('application/json; charset=utf-8');
  if (hit !== undefined) return reply.send(hit);
  if (!cache.enabled) return reply.send(String(reply.serialize(await read())));
  const version = cache.version(where.accountId);
  const text = await cache.readOnce(where.key, version, async () => String(reply.serialize(await read())));
  cache.set(where.key, where.accountId, text, version, Date.now());
  return reply.send(text);
}

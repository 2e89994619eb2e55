import type { AuthUser } from './sessions.service.ts';

// Who each session cookie belongs to, kept in this process between requests. An entry is dropped
// as soon as the database announces a change to its session, its user or its account's
// subscriptions (see the triggers of migration 0003 and db/notifications.ts), when its session
// expires, and at the latest after `ttlMs` as a safety net.

interface Entry {
  user: AuthUser;
  sessionExpiresAt: number;
  cachedAt: number;
}

export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  /** Grows with every change heard; a lookup that saw it move caches nothing (see `set`). */
  #version = 0;
  readonly #byUser = new Map<string, Set<string>>();
  readonly #byAccount = new Map<string, Set<string>>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 10_000,
  ) {}

  get version() {
    return this.#version;
  }

  get(sessionId: string, now: number): AuthUser | undefined {
    const entry = this.#entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.sessionExpiresAt <= now || entry.cachedAt + this.ttlMs <= now) {
      this.#forgetSession(sessionId);
      return undefined;
    }
    return entry.user;
  }

  /**
   * Keeps what a lookup read, unless a change was heard since it began (`readVersion`): the
   * lookup may have read the database before that change.
   */
  set(sessionId: string, user: AuthUser, sessionExpiresAt: Date, now: number, readVersion: number) {
    if (readVersion !== this.#version) return;
    this.#forgetSession(sessionId);
    // Full: drop the oldest entry (a Map keeps insertion order).
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#forgetSession(oldest);
    }
    this.#entries.set(sessionId, { user, sessionExpiresAt: sessionExpiresAt.getTime(), cachedAt: now });
    link(this.#byUser, user.id, sessionId);
    if (user.accountId) link(this.#byAccount, user.accountId, sessionId);
  }

  /** A change the database announced: `session:<id>`, `user:<id>` or `account:<id>`. */
  forget(change: string) {
    this.#version++;
    const colon = change.indexOf(':');
    const kind = change.slice(0, colon);
    const id = change.slice(colon + 1);
    if (kind === 'session') this.#forgetSession(id);
    const sessions =
      kind === 'user' ? this.#byUser.get(id) : kind === 'account' ? this.#byAccount.get(id) : undefined;
    for (const sessionId of [...(sessions ?? [])]) this.#forgetSession(sessionId);
  }

  clear() {
    this.#version++;
    this.#entries.clear();
    this.#byUser.clear();
    this.#byAccount.clear();
  }

  #forgetSession(sessionId: string) {
    const entry = this.#entries.get(sessionId);
    if (!entry) return;
    this.#entries.delete(sessionId);
    unlink(this.#byUser, entry.user.id, sessionId);
    if (entry.user.accountId) unlink(this.#byAccount, entry.user.accountId, sessionId);
  }
}

function link(index: Map<string, Set<string>>, key: string, sessionId: string) {
  let set = index.get(key);
  if (!set) {
    set = new Set();
    index.set(key, set);
  }
  set.add(sessionId);
}

function unlink(index: Map<string, Set<string>>, key: string, sessionId: string) {
  const set = index.get(key);
  set?.delete(sessionId);
  if (set?.size === 0) index.delete(key);
}

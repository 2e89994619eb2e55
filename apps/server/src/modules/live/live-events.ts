import type { LiveEventMessage } from '@siar/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import { type ChangeFeed, notify } from '../../db/notifications.ts';

/**
 * Something a browser shows changed: which account, what part (`topic`), and which row. Events
 * carry no data: the page asks the API again, through its usual checks, so an event can never
 * show one account another's data.
 */
export type LiveEvent = LiveEventMessage;

/** Hears an event, parsed, and as the text it came in (what a websocket sends on as it is). */
type Listener = (event: LiveEvent, payload: string) => void;

/**
 * Events cross processes through PostgreSQL's NOTIFY on the schema's `siar_live` channel (on
 * PGlite, within the one process), from the gateway that saw the change to every API process,
 * which hands them to the websockets of that account.
 */
export class LiveEvents {
  readonly #handle: DatabaseHandle;
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #everything = new Set<Listener>();
  readonly #gaps = new Set<() => void>();
  #feed: ChangeFeed | undefined;

  constructor(handle: DatabaseHandle) {
    this.#handle = handle;
  }

  async publish(event: LiveEvent): Promise<void> {
    await notify(this.#handle.db, this.#handle.liveChannel, JSON.stringify(event));
  }

  /** Starts hearing events; until then (and on a process that never does) subscribers hear nothing. */
  async listen(): Promise<void> {
    this.#feed ??= await this.#handle.listenForLive({
      onChange: (payload) => this.#dispatch(payload),
      onGap: () => {
        for (const listener of this.#gaps) listener();
      },
    });
  }

  /** Hears one account's events until the answer is called. */
  subscribe(accountId: string, listener: Listener): () => void {
    const set = this.#listeners.get(accountId) ?? new Set<Listener>();
    this.#listeners.set(accountId, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(accountId);
    };
  }

  /** Hears every account's events (a gateway reacting to the API's changes). */
  subscribeAll(listener: Listener): () => void {
    this.#everything.add(listener);
    return () => this.#everything.delete(listener);
  }

  /** Hears that events may have been missed (the listening connection was lost for a while). */
  subscribeGaps(listener: () => void): () => void {
    this.#gaps.add(listener);
    return () => this.#gaps.delete(listener);
  }

  #dispatch(payload: string): void {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    for (const listener of this.#listeners.get(event.account_id) ?? []) listener(event, payload);
    for (const listener of this.#everything) listener(event, payload);
  }

  async close(): Promise<void> {
    await this.#feed?.close();
    this.#feed = undefined;
  }
}

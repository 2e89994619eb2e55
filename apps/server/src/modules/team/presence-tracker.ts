import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { LiveEvents } from '../live/live-events.ts';
import { dropTabs, renewTabs, writeTabs } from './presence.repo.ts';

/** How often a process renews its rows (well within PRESENCE_STALE_SECONDS). */
const RENEW_MS = 30_000;

/** One open tab: it turns away (hidden or idle) and back, and closes. */
export interface TabPresence {
  setAway(away: boolean): void;
  close(): void;
}

/**
 * The members' open tabs in this process: counted here, written to `member_presence` as they
 * change (in order, one write at a time), renewed while they stay, and announced to the account's
 * tabs (the `team` topic) so names show who is online.
 */
export class PresenceTracker {
  readonly processId = randomUUID();
  #members = new Map<string, { accountId: string; tabs: number; away: number }>();
  #writes: Promise<void> = Promise.resolve();
  #renew: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly live: LiveEvents,
    private readonly onError: (error: unknown) => void,
  ) {
    this.#renew = setInterval(() => {
      this.#queue(() => renewTabs(this.db, this.processId));
    }, RENEW_MS);
    this.#renew.unref();
  }

  /** A member's tab opened. */
  open(userId: string, accountId: string): TabPresence {
    let away = false;
    let closed = false;
    this.#change(userId, accountId, 1, 0);
    return {
      setAway: (value) => {
        if (closed || value === away) return;
        away = value;
        this.#change(userId, accountId, 0, value ? 1 : -1);
      },
      close: () => {
        if (closed) return;
        closed = true;
        this.#change(userId, accountId, -1, away ? -1 : 0);
      },
    };
  }

  /** The writes so far are done (tests, and the stop). */
  settled(): Promise<void> {
    return this.#writes;
  }

  async stop(): Promise<void> {
    clearInterval(this.#renew);
    await this.#writes;
    await dropTabs(this.db, this.processId).catch(this.onError);
  }

  #change(userId: string, accountId: string, tabs: number, away: number) {
    const member = this.#members.get(userId) ?? { accountId, tabs: 0, away: 0 };
    member.tabs += tabs;
    member.away += away;
    if (member.tabs === 0) this.#members.delete(userId);
    else this.#members.set(userId, member);
    const row = { processId: this.processId, userId, accountId, tabs: member.tabs, awayTabs: member.away };
    this.#queue(async () => {
      await writeTabs(this.db, row);
      await this.live.publish({ account_id: accountId, topic: 'team', id: userId });
    });
  }

  #queue(write: () => Promise<void>) {
    this.#writes = this.#writes.then(write).catch(this.onError);
  }
}

import { CHATS_PATHS, LIVE_PATHS } from '@siar/shared';
import WebSocket from 'ws';

// A member's browser tab of the panel for bench/chats-live.ts: its live socket, and its
// conversation list (page 1, as `useConversations` asks it) refetched on `messages` events as the
// panel's live refresher does (features/live/live-refresher.ts): `wait` after an event, at most one
// request on its way, and an event heard meanwhile asks once more after it ends.

interface ConversationsAnswer {
  results: { last_message_text: string | null }[];
}

/** One browser tab: its socket, the times of its `messages` events, and its list refetches. */
export class Tab {
  readonly events: number[] = [];
  /** Text of a message → when an answer of the list first held it (the page shows it). */
  readonly listed = new Map<string, number>();
  readonly requestMs: number[] = [];
  /** When each list request started (performance.now time). */
  readonly requestStarts: number[] = [];
  #due = false;
  #timer: NodeJS.Timeout | undefined;
  #fetching = false;
  #closed = false;
  socket!: WebSocket;

  constructor(
    private readonly base: string,
    /** The member's cookies and CSRF header. */
    private readonly headers: Record<string, string>,
    /** How long after an event the list is asked again (the panel's wait). */
    private readonly refreshWaitMs: number,
  ) {}

  open(port: number) {
    return new Promise<void>((resolve, reject) => {
      this.socket = new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATHS.events}`, {
        headers: { cookie: this.headers.cookie! },
      });
      this.socket.on('message', (data) => {
        const now = performance.now();
        const frame = JSON.parse(String(data)) as { topic?: string } | { topic?: string }[];
        const events = Array.isArray(frame) ? frame : [frame];
        if (!events.some((event) => event.topic === 'messages')) return;
        this.events.push(now);
        this.#due = true;
        this.#timer ??= setTimeout(() => this.#flush(), this.refreshWaitMs);
      });
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }

  /** Closes the socket; a request on its way is let go. */
  close() {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.socket.terminate();
  }

  // As the panel's refresher: at most one request on its way; a topic still fetching waits another round.
  #flush() {
    this.#timer = undefined;
    if (!this.#due || this.#closed) return;
    if (this.#fetching) {
      this.#timer = setTimeout(() => this.#flush(), this.refreshWaitMs);
      return;
    }
    this.#due = false;
    this.#fetching = true;
    void this.#fetchList()
      .catch((error: unknown) => {
        if (!this.#closed) throw error;
      })
      .finally(() => {
        this.#fetching = false;
      });
  }

  async #fetchList() {
    const started = performance.now();
    this.requestStarts.push(started);
    const response = await fetch(`${this.base}${CHATS_PATHS.conversations}`, { headers: this.headers });
    const answer = (await response.json()) as ConversationsAnswer;
    const now = performance.now();
    if (response.status !== 200) throw new Error(`the list answered ${response.status}`);
    this.requestMs.push(now - started);
    for (const row of answer.results)
      if (row.last_message_text && !this.listed.has(row.last_message_text))
        this.listed.set(row.last_message_text, now);
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveSocket } from './live-socket.ts';
import { AWAY_AFTER_MS, documentPresence, type TabPresence } from './tab-presence.ts';

/** An open socket that keeps what the tab sends. */
class SentSocket {
  static made: SentSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor() {
    SentSocket.made.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {}
}

/** A document whose visibility the test sets. */
function fakeDocument(state: 'visible' | 'hidden') {
  const target = new EventTarget();
  const doc = Object.assign(target, { visibilityState: state }) as unknown as Document & {
    visibilityState: string;
  };
  return {
    doc,
    set(next: 'visible' | 'hidden') {
      (doc as { visibilityState: string }).visibilityState = next;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

beforeEach(() => {
  SentSocket.made = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("a tab's presence", () => {
  it('turns away a minute after the tab is hidden, not at a glance away, and online when shown', () => {
    const page = fakeDocument('visible');
    const heard: TabPresence[] = [];
    const presence = documentPresence(page.doc);
    presence.listen((p) => heard.push(p));
    page.set('hidden');
    vi.advanceTimersByTime(AWAY_AFTER_MS / 2);
    page.set('visible');
    vi.advanceTimersByTime(AWAY_AFTER_MS);
    expect(heard).toEqual([]);
    page.set('hidden');
    vi.advanceTimersByTime(AWAY_AFTER_MS);
    expect(heard).toEqual(['away']);
    page.set('visible');
    expect(heard).toEqual(['away', 'online']);
  });

  it('is told to the server: at once on opening when away, and on each change', () => {
    const page = fakeDocument('hidden');
    const stop = connectLiveSocket({
      url: 'ws://siar.test/live/',
      topics: ['team'],
      onEvent: () => {},
      onReconnected: () => {},
      createSocket: () => new SentSocket() as unknown as WebSocket,
      presence: documentPresence(page.doc),
    });
    const socket = SentSocket.made[0]!;
    socket.open();
    page.set('visible');
    expect(socket.sent.map((text) => JSON.parse(text))).toEqual([
      { presence: 'away' },
      { presence: 'online' },
    ]);
    stop();
  });
});

import type { LiveEventMessage } from '@siar/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveSocket, liveSocketUrl, parseLiveEvents, reconnectDelay } from './live-socket.ts';

/** A socket the test drives: it opens, delivers messages and closes when told. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
  /** The server went away. */
  drop() {
    this.onclose?.();
  }
}

const create = (url: string) => new FakeSocket(url) as unknown as WebSocket;
const event = (topic: string, id?: string) => JSON.stringify({ account_id: 'a1', topic, id });

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live socket', () => {
  it('hands on the events of known topics and ignores anything else', () => {
    const events: LiveEventMessage[] = [];
    const stop = connectLiveSocket({
      url: 'ws://siar.test/api/v1/account/live/',
      topics: ['devices', 'warmup'],
      onEvent: (e) => events.push(e),
      onReconnected: () => {},
      createSocket: create,
    });
    const socket = FakeSocket.made[0]!;
    expect(socket.url).toBe('ws://siar.test/api/v1/account/live/');
    socket.onopen?.();
    socket.onmessage?.({ data: event('devices', 'd1') });
    socket.onmessage?.({ data: event('campaigns') });
    socket.onmessage?.({ data: 'not json' });
    socket.onmessage?.({ data: event('warmup') });
    expect(events).toEqual([
      { account_id: 'a1', topic: 'devices', id: 'd1' },
      { account_id: 'a1', topic: 'warmup' },
    ]);
    stop();
  });

  it('reconnects after a growing wait, says so once open again, and stops for good when closed', () => {
    let reconnections = 0;
    const stop = connectLiveSocket({
      url: 'ws://x/',
      topics: ['devices'],
      onEvent: () => {},
      onReconnected: () => {
        reconnections += 1;
      },
      createSocket: create,
      random: () => 1,
    });
    FakeSocket.made[0]!.onopen?.();
    FakeSocket.made[0]!.drop();
    // 1 s, then 2 s: a restarting server is not hammered.
    vi.advanceTimersByTime(999);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.drop();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(3);
    expect(reconnections).toBe(0);
    FakeSocket.made[2]!.onopen?.();
    expect(reconnections).toBe(1);

    // Open again: the wait starts from 1 s anew.
    FakeSocket.made[2]!.drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.made).toHaveLength(4);

    stop();
    expect(FakeSocket.made[3]!.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(4);
  });

  it('waits at most 30 s, with jitter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 1)).toBe(8000);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
    expect(reconnectDelay(20, () => 0)).toBe(15_000);
  });

  it('reads only well-formed events, alone or a burst of them in one frame', () => {
    expect(parseLiveEvents(event('devices'), ['devices'])).toEqual([{ account_id: 'a1', topic: 'devices' }]);
    const burst = `[${event('devices')},${event('chats')},${event('warmup')},{"topic":"warmup"},null]`;
    expect(parseLiveEvents(burst, ['devices', 'warmup'])).toEqual([
      { account_id: 'a1', topic: 'devices' },
      { account_id: 'a1', topic: 'warmup' },
    ]);
    expect(parseLiveEvents('null', ['devices'])).toEqual([]);
    expect(parseLiveEvents(JSON.stringify({ topic: 'devices' }), ['devices'])).toEqual([]);
    expect(parseLiveEvents('{not json', ['devices'])).toEqual([]);
    expect(parseLiveEvents(new ArrayBuffer(2), ['devices'])).toEqual([]);
  });

  it('uses wss under https', () => {
    expect(liveSocketUrl('/api/v1/account/live/', { protocol: 'https:', host: 'siar.id' })).toBe(
      'wss://siar.id/api/v1/account/live/',
    );
    expect(liveSocketUrl('/p/', { protocol: 'http:', host: '127.0.0.1:3999' })).toBe(
      'ws://127.0.0.1:3999/p/',
    );
  });
});

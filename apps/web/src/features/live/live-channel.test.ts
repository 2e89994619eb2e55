import type { LiveEventMessage } from '@siar/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinLiveChannel } from './live-channel.ts';

/** The browser's WebSocket, as far as the channel uses it; every socket opened is kept. */
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
}

const URL_A = 'ws://siar.test/api/v1/account/live/';
const listener = (events: string[], name: string) => ({
  onEvent: (event: LiveEventMessage) => events.push(`${name}:${event.topic}`),
  onReconnected: () => events.push(`${name}:reconnected`),
});

afterEach(() => {
  FakeSocket.made = [];
  vi.unstubAllGlobals();
});

describe('the live channel', () => {
  it('opens one socket per address for all its listeners, and closes it when the last leaves', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const events: string[] = [];
    const leaveFirst = joinLiveChannel(URL_A, listener(events, 'first'));
    const leaveSecond = joinLiveChannel(URL_A, listener(events, 'second'));
    expect(FakeSocket.made).toHaveLength(1);

    FakeSocket.made[0]!.onmessage?.({ data: JSON.stringify({ account_id: 'a1', topic: 'devices' }) });
    expect(events).toEqual(['first:devices', 'second:devices']);

    leaveFirst();
    expect(FakeSocket.made[0]!.closed).toBe(false);
    leaveSecond();
    expect(FakeSocket.made[0]!.closed).toBe(true);

    // Another account's channel (staff naming it) is a socket of its own.
    const leaveOther = joinLiveChannel(`${URL_A}?account_id=a2`, listener(events, 'staff'));
    expect(FakeSocket.made).toHaveLength(2);
    leaveOther();
  });
});

import { describe, expect, it } from 'vitest';
import { frameSender } from './live-frames.ts';

function fakeSocket(open = true) {
  const frames: string[] = [];
  return { frames, OPEN: 1, readyState: open ? 1 : 3, send: (data: string) => frames.push(data) };
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('live frames', () => {
  it('sends a lone event as itself, and the events of one burst as one array, in order', async () => {
    const socket = fakeSocket();
    const send = frameSender(socket);
    send('{"n":1}');
    await nextTurn();
    send('{"n":2}');
    send('{"n":3}');
    send('{"n":4}');
    await nextTurn();
    expect(socket.frames.map((frame) => JSON.parse(frame))).toEqual([
      { n: 1 },
      [{ n: 2 }, { n: 3 }, { n: 4 }],
    ]);
  });

  it('drops what a closed socket can no longer take', async () => {
    const socket = fakeSocket(false);
    frameSender(socket)('{"n":1}');
    await nextTurn();
    expect(socket.frames).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveCoalescer } from './live-coalescer.ts';

afterEach(() => vi.useRealTimers());

describe('LiveCoalescer', () => {
  it('announces the first at once, one more for a burst, and each key on its own', async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const coalescer = new LiveCoalescer(250, async (key) => {
      sent.push(key);
    });
    await coalescer.announce('a');
    for (let i = 0; i < 50; i++) await coalescer.announce('a');
    await coalescer.announce('b');
    expect(sent).toEqual(['a', 'b']);
    vi.advanceTimersByTime(250);
    // The burst after the first is told once, when the window ends.
    expect(sent).toEqual(['a', 'b', 'a']);
    vi.advanceTimersByTime(250);
    expect(sent).toEqual(['a', 'b', 'a']);
    await coalescer.announce('a');
    expect(sent).toEqual(['a', 'b', 'a', 'a']);
  });

  it('sends what it held back when flushed', async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const coalescer = new LiveCoalescer(250, async (key) => {
      sent.push(key);
    });
    await coalescer.announce('a');
    await coalescer.announce('a');
    coalescer.flush();
    expect(sent).toEqual(['a', 'a']);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual(['a', 'a']);
  });
});

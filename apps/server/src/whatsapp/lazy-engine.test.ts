import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Engine, EngineSession } from './engine-port.ts';
import { LazyEngine } from './lazy-engine.ts';

/** An engine whose sessions record what they were asked. */
function fakeEngine(asked: string[]): Engine {
  return {
    id: 'baileys',
    outcomesKnown: false,
    newMessageId: () => 'FAKE-1',
    start: (link) =>
      ({
        deviceId: link.deviceId,
        send: async (message) => void asked.push(`send ${message.to}`),
        outcomeOf: async () => 'unknown',
        setTyping: async () => {},
        checkNumbers: async (numbers) => new Map(numbers.map((n) => [n, true])),
        logOut: async () => {},
        stop: async () => void asked.push('stop'),
      }) satisfies EngineSession,
  };
}

const events = { connection() {}, message() {}, receipt() {} };

describe('an engine loaded on first use', () => {
  it('loads its module only when a device starts, once, and the session waits for it', async () => {
    const asked: string[] = [];
    let loads = 0;
    const lazy = new LazyEngine({
      id: 'baileys',
      outcomesKnown: false,
      log: pino({ level: 'silent' }),
      load: async () => {
        loads += 1;
        return fakeEngine(asked);
      },
    });
    expect(loads).toBe(0);
    expect(lazy.loaded).toBeUndefined();
    expect(() => lazy.newMessageId()).toThrow('not loaded');

    const first = lazy.start({ deviceId: 'd1', accountId: 'a1' }, events);
    const second = lazy.start({ deviceId: 'd2', accountId: 'a1' }, events);
    await first.send({ waMessageId: 'X', to: '+6281234500001', text: 'Halo', typingMs: 0 });
    await second.stop();
    expect(loads).toBe(1);
    expect(asked).toEqual(['send +6281234500001', 'stop']);
    expect(lazy.newMessageId()).toBe('FAKE-1');
    expect(first.deviceId).toBe('d1');
  });

  it("answers every call of a session with the load's failure when the module cannot load", async () => {
    const lazy = new LazyEngine({
      id: 'baileys',
      outcomesKnown: false,
      log: pino({ level: 'silent' }),
      load: () => Promise.reject(new Error('module missing')),
    });
    const session = lazy.start({ deviceId: 'd1', accountId: 'a1' }, events);
    await expect(session.checkNumbers(['+6281234500001'])).rejects.toThrow('module missing');
  });
});

import type { Clock } from '../clock.ts';

/**
 * A clock that moves only when told: timers fire on `advance`, `sleep` resolves at once and is
 * recorded, and `random` is fixed so backoff waits are exact.
 */
export class ManualClock implements Clock {
  current = Date.parse('2026-01-05T08:00:00Z');
  readonly sleeps: number[] = [];
  private timers: { at: number; fn: () => void }[] = [];

  constructor(private readonly fixedRandom = 1) {}

  now = (): number => this.current;
  random = (): number => this.fixedRandom;

  after = (ms: number, fn: () => void): (() => void) => {
    const timer = { at: this.current + ms, fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  };

  sleep = async (ms: number): Promise<void> => {
    this.sleeps.push(ms);
  };

  /** Waits of the timers still pending, from now. */
  get pending(): number[] {
    return this.timers.map((t) => t.at - this.current);
  }

  advance(ms: number): void {
    this.current += ms;
    const due = this.timers.filter((t) => t.at <= this.current);
    this.timers = this.timers.filter((t) => t.at > this.current);
    for (const timer of due) timer.fn();
  }
}

/**
 * Announces an event at once, then at most once per `windowMs` while the same event keeps
 * coming, with one last announcement after the last: a campaign sending 100 messages a second
 * tells its pages about 4 times a second that it moved, not 100 times (events carry no data, so
 * one announcement says all that several would).
 */
export class LiveCoalescer {
  readonly #windowMs: number;
  readonly #send: (key: string) => Promise<void>;
  readonly #quiet = new Map<string, { again: boolean; timer: NodeJS.Timeout }>();

  constructor(windowMs: number, send: (key: string) => Promise<void>) {
    this.#windowMs = windowMs;
    this.#send = send;
  }

  announce(key: string): Promise<void> {
    const pending = this.#quiet.get(key);
    if (pending) {
      pending.again = true;
      return Promise.resolve();
    }
    this.#hold(key);
    return this.#send(key);
  }

  #hold(key: string): void {
    const entry = {
      again: false,
      timer: setTimeout(() => {
        this.#quiet.delete(key);
        if (entry.again) {
          this.#hold(key);
          void this.#send(key);
        }
      }, this.#windowMs),
    };
    this.#quiet.set(key, entry);
  }

  /** Sends what is held back now and stops (shutdown). */
  flush(): void {
    for (const [key, entry] of this.#quiet) {
      clearTimeout(entry.timer);
      if (entry.again) void this.#send(key);
    }
    this.#quiet.clear();
  }
}

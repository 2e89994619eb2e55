import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';

const WINDOW_MS = 10_000;
const RESOLUTION_MS = 10;

/**
 * How late the event loop ran timers, over the last complete 10-second window: a gateway with
 * many devices, or a slow query on PGlite, shows here before requests slow down.
 */
export class EventLoopDelay {
  readonly #histogram: IntervalHistogram;
  readonly #timer: NodeJS.Timeout;
  #last = { p50_ms: 0, p99_ms: 0, max_ms: 0 };

  constructor() {
    this.#histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    this.#histogram.enable();
    this.#timer = setInterval(() => {
      // The histogram counts the sampling timer's own interval in: only what is beyond it is delay.
      const ms = (ns: number) => Math.max(0, Math.round(ns / 1e4 - RESOLUTION_MS * 100) / 100);
      this.#last = {
        p50_ms: ms(this.#histogram.percentile(50)),
        p99_ms: ms(this.#histogram.percentile(99)),
        max_ms: ms(this.#histogram.max),
      };
      this.#histogram.reset();
    }, WINDOW_MS);
    this.#timer.unref();
  }

  last() {
    return this.#last;
  }

  close(): void {
    clearInterval(this.#timer);
    this.#histogram.disable();
  }
}

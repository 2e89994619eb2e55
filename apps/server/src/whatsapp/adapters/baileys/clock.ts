/** Time as the engine sees it; tests pass a manual one instead of waiting for real seconds. */
export interface Clock {
  now(): number;
  random(): number;
  /** Runs `fn` after `ms`; the function returned cancels it. */
  after(ms: number, fn: () => void): () => void;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  random: () => Math.random(),
  after(ms, fn) {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface BackoffOptions {
  /** The first wait's ceiling. */
  baseMs: number;
  /** No wait is longer (428/408 loops, #2249, #2261). */
  capMs: number;
  /** A connection open this long counts as healthy: the next failure starts from `baseMs` again. */
  stableMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, capMs: 60_000, stableMs: 60_000 };

/**
 * Waits between reconnects: doubling per failure up to the cap, each drawn between half the
 * ceiling and the ceiling, so many devices dropped together do not all come back together.
 */
export class Backoff {
  private failures = 0;
  private openedAt: number | null = null;

  constructor(
    private readonly options: BackoffOptions = DEFAULT_BACKOFF,
    private readonly now: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {}

  opened(): void {
    this.openedAt = this.now();
  }

  /** The wait before the next try. */
  next(): number {
    if (this.openedAt !== null && this.now() - this.openedAt >= this.options.stableMs) this.failures = 0;
    this.openedAt = null;
    const ceiling = Math.min(this.options.capMs, this.options.baseMs * 2 ** Math.min(this.failures, 30));
    this.failures += 1;
    return Math.round(ceiling / 2 + (this.random() * ceiling) / 2);
  }
}

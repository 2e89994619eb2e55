import type { BaileysLogger } from './logger.ts';

/** What Baileys logs when a message cannot be decrypted (#1769, #2079, #1734, #2009). */
const DECRYPT_ERROR = /failed to decrypt|bad mac|no session|invalid prekey|no matching sessions|sender key/i;

export interface FloodLimits {
  /** Lines let through per window. */
  lines: number;
  windowMs: number;
}

export const DEFAULT_FLOOD_LIMITS: FloodLimits = { lines: 10, windowMs: 60_000 };

/**
 * Lets at most `lines` decrypt-error lines per window through for one device, and counts the
 * rest: a session gone bad can log thousands a minute, and such floods have exhausted the heap
 * (#2234). The count of what was held back is logged when the next window opens.
 */
export class DecryptFloodGuard {
  private windowStart = Number.NEGATIVE_INFINITY;
  private let = 0;
  private heldBack = 0;

  constructor(
    private readonly logger: BaileysLogger,
    private readonly limits: FloodLimits = DEFAULT_FLOOD_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether this decrypt-error line may be written now. */
  allow(): boolean {
    const now = this.now();
    if (now - this.windowStart >= this.limits.windowMs) {
      if (this.heldBack > 0) {
        this.logger.warn({ heldBack: this.heldBack }, 'decrypt errors not logged in the last window');
      }
      this.windowStart = now;
      this.let = 0;
      this.heldBack = 0;
    }
    if (this.let < this.limits.lines) {
      this.let += 1;
      return true;
    }
    this.heldBack += 1;
    return false;
  }

  /** Decrypt errors held back in the current window. */
  get held(): number {
    return this.heldBack;
  }

  /** The logger to give Baileys: itself, except that decrypt errors pass through `allow()`. */
  wrap(logger: BaileysLogger = this.logger): BaileysLogger {
    const limited =
      (write: (obj: unknown, msg?: string) => void) =>
      (obj: unknown, msg?: string): void => {
        if (isDecryptError(obj, msg) && !this.allow()) return;
        write(obj, msg);
      };
    return {
      get level() {
        return logger.level;
      },
      set level(level: string) {
        logger.level = level;
      },
      child: (bindings) => this.wrap(logger.child(bindings)),
      trace: (obj, msg) => logger.trace(obj, msg),
      debug: (obj, msg) => logger.debug(obj, msg),
      info: (obj, msg) => logger.info(obj, msg),
      warn: limited((obj, msg) => logger.warn(obj, msg)),
      error: limited((obj, msg) => logger.error(obj, msg)),
    };
  }
}

function isDecryptError(obj: unknown, msg?: string): boolean {
  const text = typeof obj === 'string' ? obj : msg;
  if (text && DECRYPT_ERROR.test(text)) return true;
  const err = (obj as { err?: { message?: unknown } } | null)?.err;
  return typeof err?.message === 'string' && DECRYPT_ERROR.test(err.message);
}

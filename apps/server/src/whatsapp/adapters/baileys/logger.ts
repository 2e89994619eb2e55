import type { SocketConfig } from 'baileys';

/** The logger Baileys takes (pino's shape); not exported by name from the package. */
export type BaileysLogger = SocketConfig['logger'];

const LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

/**
 * A device's logger: a child of the server's, at `warn` (Baileys logs every frame below that),
 * and never chattier than its parent.
 */
export function deviceLogger(parent: BaileysLogger, deviceId: string): BaileysLogger {
  const child = parent.child({ engine: 'baileys', deviceId });
  if ((LEVELS[parent.level] ?? 0) < LEVELS.warn!) child.level = 'warn';
  return child;
}

/** How long the sandbox takes for each thing, in ms at speed 1 (a phone and its network). */
export const SANDBOX_DELAYS = {
  connect: [400, 1200],
  /** WhatsApp's QR rounds: the first code lives 60 s, later ones 20 s, six in all. */
  firstQr: 60_000,
  nextQr: 20_000,
  qrRounds: 6,
  pairingCode: 160_000,
  sent: [150, 400],
  delivered: [800, 4000],
  read: [2000, 15_000],
  reply: [3000, 12_000],
  reconnect: [2000, 5000],
} as const;

/** One in this many messages gets an answer from its simulated recipient. */
export const REPLY_ONE_IN = 6;

/** How often each gateway checks for scans, faults and messages between sandbox numbers. */
export const SANDBOX_POLL_MS = 500;

export interface SandboxClock {
  /** Divides every delay: 1 behaves like a phone; tests and demos go faster. */
  speed: number;
  random: () => number;
}

/** A delay in ms: a fixed one, or a random one between two bounds, divided by the speed. */
export function delayOf(clock: SandboxClock, delay: number | readonly [number, number]): number {
  const ms = typeof delay === 'number' ? delay : delay[0] + clock.random() * (delay[1] - delay[0]);
  return Math.max(1, Math.round(ms / clock.speed));
}

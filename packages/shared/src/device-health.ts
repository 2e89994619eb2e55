/**
 * A WhatsApp number's health: a score from 0 to 100 with its reasons, from what Siar sees of the
 * number over the last `DEVICE_HEALTH_WINDOW_DAYS` days. The server gathers the inputs (one
 * set-based query for every device) and this pure function turns them into the score, so the web,
 * the tests and the later ramp read one rule.
 *
 * Each rule takes up to its weight in points off 100; the reasons are the rules that took points,
 * the heaviest first. A rule is one entry of `HEALTH_RULES`: a new signal (a reach-out lock, a
 * silent session) is a field of the inputs and one more rule.
 */

export const DEVICE_HEALTH_WINDOW_DAYS = 7;
/** How many days of history the devices page draws. */
export const DEVICE_HEALTH_HISTORY_DAYS = 30;
/** Rates (delivery, read, reply, opt-out) say something only past this many messages. */
export const HEALTH_MIN_SAMPLE = 20;

export const DEVICE_HEALTH_LEVELS = ['healthy', 'at_risk', 'critical'] as const;
export type DeviceHealthLevel = (typeof DEVICE_HEALTH_LEVELS)[number];

/** At or above `healthy`: healthy; at or above `at_risk`: at risk; below: critical. */
export const DEVICE_HEALTH_THRESHOLDS = { healthy: 80, at_risk: 50 } as const;
/** Climbing back to a better level takes this many points past its threshold (no flapping). */
export const DEVICE_HEALTH_HYSTERESIS = 5;

/**
 * Discrete events about a number, recorded as they happen (`device_signals`): the final closes
 * WhatsApp gives (banned, logged out from the phone, replaced by another session, unsupported) and
 * what an engine may report of recipients (blocked, reported; no engine exposes them yet), and a
 * silent session the gateway reconnected (`whatsapp/gateway/silent-sessions.ts`).
 */
export const DEVICE_SIGNAL_KINDS = [
  'banned',
  'logged_out',
  'replaced',
  'unsupported',
  'blocked',
  'reported',
  /** WhatsApp refused a campaign's new chat with its reach-out lock (463); the message went to another device. */
  'reach_out_lock',
  /** Connected, sent, heard nothing back, did not answer a probe: the gateway reconnected it. */
  'silent_session',
] as const;
export type DeviceSignalKind = (typeof DEVICE_SIGNAL_KINDS)[number];

/** What the score is made of, over the window. Counts are whole numbers. */
export interface DeviceHealthInputs {
  /** The device is banned right now. */
  bannedNow: boolean;
  /** Days since the number came to Siar (the device row's creation). */
  ageDays: number;
  /** Messages that went out (an hour old or more), and of them delivered and read. */
  sent: number;
  delivered: number;
  read: number;
  /** Campaign messages that went out, the recipients who answered, and those who opted out after. */
  campaignSent: number;
  replied: number;
  optedOut: number;
  /** Failed sends since the last one that went out. */
  failuresInARow: number;
  /** WhatsApp's refusals: 463 (reach-out limit, restricted account) and 479 (message rejected). */
  refusals463: number;
  refusals479: number;
  /** Recorded signals by kind. */
  signals: Partial<Record<DeviceSignalKind, number>>;
}

export const DEVICE_HEALTH_REASONS = [
  'banned',
  'refusals_463',
  'refusals_479',
  'logged_out',
  'replaced',
  'unsupported',
  'blocked_reported',
  'silent_sessions',
  'failures_in_a_row',
  'low_delivery',
  'low_read',
  'low_replies',
  'opt_outs',
  'new_number',
] as const;
export type DeviceHealthReasonCode = (typeof DEVICE_HEALTH_REASONS)[number];

export interface DeviceHealthReason {
  code: DeviceHealthReasonCode;
  /** Points taken off 100. */
  points: number;
  /** What was measured: a count, a percentage (0-100) or days, as the code says. */
  value: number;
}

export interface DeviceHealthScore {
  score: number;
  reasons: DeviceHealthReason[];
}

interface HealthRule {
  code: DeviceHealthReasonCode;
  /** The most points the rule takes. */
  weight: number;
  /** Points (before the cap) and the measured value; 0 points: the rule has nothing to say. */
  measure(inputs: DeviceHealthInputs): { points: number; value: number };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
const signal = (inputs: DeviceHealthInputs, kind: DeviceSignalKind) => inputs.signals[kind] ?? 0;
/** A rate below `floor` takes up to `weight` points, in proportion to how far below `floor` it is. */
const shortfall = (rate: number, floor: number, weight: number) =>
  rate >= floor ? 0 : Math.ceil(((floor - rate) / floor) * weight);

/** The rules, heaviest first. Weights sum past 100: one heavy signal can end a number. */
export const HEALTH_RULES: readonly HealthRule[] = [
  {
    code: 'banned',
    weight: 100,
    measure: (i) => {
      const bans = signal(i, 'banned');
      return { points: i.bannedNow ? 100 : bans > 0 ? 60 : 0, value: Math.max(bans, i.bannedNow ? 1 : 0) };
    },
  },
  {
    code: 'refusals_463',
    weight: 45,
    measure: (i) => ({ points: 15 * i.refusals463, value: i.refusals463 }),
  },
  {
    code: 'blocked_reported',
    weight: 30,
    measure: (i) => {
      const count = signal(i, 'blocked') + signal(i, 'reported');
      return { points: 10 * count, value: count };
    },
  },
  {
    code: 'failures_in_a_row',
    weight: 25,
    measure: (i) => ({ points: i.failuresInARow >= 2 ? 5 * i.failuresInARow : 0, value: i.failuresInARow }),
  },
  {
    code: 'low_delivery',
    weight: 25,
    measure: (i) => {
      if (i.sent < HEALTH_MIN_SAMPLE) return { points: 0, value: 0 };
      const rate = percent(i.delivered, i.sent);
      return { points: shortfall(rate, 90, 25), value: rate };
    },
  },
  {
    code: 'opt_outs',
    weight: 20,
    measure: (i) => {
      if (i.campaignSent < HEALTH_MIN_SAMPLE) return { points: 0, value: 0 };
      const rate = (i.optedOut / i.campaignSent) * 100;
      return { points: rate > 1 ? Math.ceil(rate * 4) : 0, value: Math.round(rate) };
    },
  },
  {
    code: 'logged_out',
    weight: 20,
    measure: (i) => ({ points: 10 * signal(i, 'logged_out'), value: signal(i, 'logged_out') }),
  },
  {
    code: 'refusals_479',
    weight: 20,
    measure: (i) => ({ points: 5 * i.refusals479, value: i.refusals479 }),
  },
  {
    // WhatsApp stops answering a number it throttles or is about to restrict before it says so.
    code: 'silent_sessions',
    weight: 15,
    measure: (i) => ({ points: 5 * signal(i, 'silent_session'), value: signal(i, 'silent_session') }),
  },
  {
    code: 'replaced',
    weight: 15,
    measure: (i) => ({ points: 5 * signal(i, 'replaced'), value: signal(i, 'replaced') }),
  },
  {
    code: 'low_replies',
    weight: 15,
    measure: (i) => {
      if (i.campaignSent < HEALTH_MIN_SAMPLE) return { points: 0, value: 0 };
      const rate = percent(i.replied, i.campaignSent);
      return { points: shortfall(rate, 5, 15), value: rate };
    },
  },
  {
    code: 'unsupported',
    weight: 10,
    measure: (i) => ({ points: 10 * signal(i, 'unsupported'), value: signal(i, 'unsupported') }),
  },
  {
    code: 'low_read',
    weight: 10,
    measure: (i) => {
      if (i.delivered < HEALTH_MIN_SAMPLE) return { points: 0, value: 0 };
      const rate = percent(i.read, i.delivered);
      return { points: shortfall(rate, 30, 10), value: rate };
    },
  },
  {
    code: 'new_number',
    weight: 10,
    measure: (i) => {
      const days = Math.max(0, Math.floor(i.ageDays));
      return { points: days < 30 ? Math.ceil(10 * (1 - days / 30)) : 0, value: days };
    },
  },
];

/** The score (0-100) and the reasons that took points off it, heaviest first. */
export function scoreDeviceHealth(inputs: DeviceHealthInputs): DeviceHealthScore {
  const reasons: DeviceHealthReason[] = [];
  for (const rule of HEALTH_RULES) {
    const { points, value } = rule.measure(inputs);
    const capped = Math.min(rule.weight, Math.max(0, Math.round(points)));
    if (capped > 0) reasons.push({ code: rule.code, points: capped, value });
  }
  reasons.sort((a, b) => b.points - a.points);
  const taken = reasons.reduce((sum, reason) => sum + reason.points, 0);
  return { score: Math.max(0, Math.min(100, 100 - taken)), reasons };
}

function plainLevel(score: number): DeviceHealthLevel {
  if (score >= DEVICE_HEALTH_THRESHOLDS.healthy) return 'healthy';
  return score >= DEVICE_HEALTH_THRESHOLDS.at_risk ? 'at_risk' : 'critical';
}

const RANK: Record<DeviceHealthLevel, number> = { healthy: 0, at_risk: 1, critical: 2 };

/**
 * The level a score puts a number at. Falling takes crossing a threshold; climbing back takes
 * `DEVICE_HEALTH_HYSTERESIS` points more, so a score wavering at a threshold does not flap.
 */
export function deviceHealthLevel(score: number, previous?: DeviceHealthLevel | null): DeviceHealthLevel {
  const level = plainLevel(score);
  if (!previous || RANK[level] >= RANK[previous]) return level;
  const climbed = plainLevel(score - DEVICE_HEALTH_HYSTERESIS);
  return RANK[climbed] < RANK[previous] ? climbed : previous;
}

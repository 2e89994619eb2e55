import { z } from 'zod';
import { DEVICE_HEALTH_THRESHOLDS } from './device-health.ts';
import { localDate } from './zoned-time.ts';

/**
 * The ramp of daily new-chat caps: how many chats a number may open in a day (messages to contacts
 * who never wrote to it), by its age. A number climbs a step when it is old enough for the next one
 * and its health stays at or above `RAMP_HEALTH_THRESHOLD`; it falls back a step when its health
 * drops below (the score takes in the bad signals: 463 refusals, bans, blocks, failures). It moves
 * at most one step a day (the account's day). Replies to contacts who wrote first are not capped.
 * The server keeps each device's step (`device_ramp`) and counts its new chats per day; the sender
 * claims nothing past the cap, so what does not fit waits for the next day.
 */

/** One step: from the number's `day`-th day on (its first day is 0), up to `cap` new chats a day. */
export interface RampStep {
  day: number;
  cap: number;
}

/** 20 → 50 → 120 → 300 → 600 → 1,000 new chats a day, as numbers that survive are ramped in practice. */
export const DEFAULT_RAMP_SCHEDULE: readonly RampStep[] = [
  { day: 0, cap: 20 },
  { day: 3, cap: 50 },
  { day: 7, cap: 120 },
  { day: 14, cap: 300 },
  { day: 21, cap: 600 },
  { day: 30, cap: 1000 },
];

/** A number climbs only while its health score is at least this (the healthy level). */
export const RAMP_HEALTH_THRESHOLD = DEVICE_HEALTH_THRESHOLDS.healthy;
export const RAMP_MAX_STEPS = 12;
/**
 * Of WhatsApp's own cap on new chats (where the engine reports one), the share Siar uses: it stops
 * a tenth short, since going over the cap is what restricts the number.
 */
export const WHATSAPP_CAP_SHARE = 0.9;
export const RAMP_MAX_CAP = 100_000;

/** An account's schedule: steps in order of day (the first on day 0), caps that never fall. */
export const rampScheduleSchema = z
  .array(
    z.object({
      day: z.number().int().min(0).max(365),
      cap: z.number().int().min(1).max(RAMP_MAX_CAP),
    }),
  )
  .min(1)
  .max(RAMP_MAX_STEPS)
  .superRefine((steps, ctx) => {
    if (steps[0]?.day !== 0) ctx.addIssue({ code: 'custom', message: 'ramp_first_day' });
    for (let i = 1; i < steps.length; i++) {
      if (steps[i]!.day <= steps[i - 1]!.day)
        ctx.addIssue({ code: 'custom', path: [i, 'day'], message: 'ramp_days_order' });
      if (steps[i]!.cap < steps[i - 1]!.cap)
        ctx.addIssue({ code: 'custom', path: [i, 'cap'], message: 'ramp_caps_order' });
    }
  });

/** The step a number is on, clamped to the schedule (an account may shorten it). */
export function clampStep(schedule: readonly RampStep[], step: number): number {
  return Math.max(0, Math.min(step, schedule.length - 1));
}

/** New chats a day at a step. */
export function rampCap(schedule: readonly RampStep[], step: number): number {
  return schedule[clampStep(schedule, step)]!.cap;
}

const DAY_MS = 86_400_000;

/** Whole days between two `YYYY-MM-DD` dates. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `YYYY-MM-DD` plus some days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A number's age in days on the account's calendar: from the day it came to Siar, or the day its
 * warmup started when that was earlier (the warmup counts toward the age). Day 0 is that first day.
 */
export function rampAgeDays(input: {
  startedAt: Date;
  warmupStartedAt: Date | null;
  now: Date;
  timeZone: string;
}): number {
  const first =
    input.warmupStartedAt && input.warmupStartedAt < input.startedAt
      ? input.warmupStartedAt
      : input.startedAt;
  return Math.max(0, daysBetween(localDate(first, input.timeZone), localDate(input.now, input.timeZone)));
}

export interface RampState {
  step: number;
  /** The account's day of the last move, `YYYY-MM-DD`; null when it never moved. */
  movedOn: string | null;
}

export type RampMove = 'advanced' | 'fell_back' | 'held';

/**
 * The day's move: back one step when the health score is under the threshold, up one when the
 * number is old enough for the next step and healthy, else where it is. One move a day at most.
 */
export function nextRampStep(
  schedule: readonly RampStep[],
  state: RampState,
  input: { ageDays: number; score: number | null; today: string },
): { step: number; move: RampMove } {
  const step = clampStep(schedule, state.step);
  if (state.movedOn === input.today) return { step, move: 'held' };
  const healthy = input.score === null || input.score >= RAMP_HEALTH_THRESHOLD;
  if (!healthy) return step > 0 ? { step: step - 1, move: 'fell_back' } : { step, move: 'held' };
  const next = schedule[step + 1];
  if (next && input.ageDays >= next.day) return { step: step + 1, move: 'advanced' };
  return { step, move: 'held' };
}

/** New chats still allowed today, from what the device opened on the day it last counted. */
export function rampLeftToday(
  cap: number,
  counted: { day: string | null; opened: number },
  today: string,
): number {
  return Math.max(0, cap - (counted.day === today ? counted.opened : 0));
}

/**
 * How recipients not yet sent spread over days: `today` fit in what the devices have left today,
 * the rest take `daysAfter` more days at `perDay` a day, the last of them on `lastDay`.
 */
export interface RampSpread {
  today: number;
  rest: number;
  daysAfter: number;
  lastDay: string;
}

export function spreadOverDays(input: {
  remaining: number;
  leftToday: number;
  perDay: number;
  today: string;
}): RampSpread | null {
  const todayCount = Math.min(input.remaining, Math.max(0, input.leftToday));
  const rest = input.remaining - todayCount;
  if (rest <= 0) return { today: todayCount, rest: 0, daysAfter: 0, lastDay: input.today };
  if (input.perDay <= 0) return null;
  const daysAfter = Math.ceil(rest / input.perDay);
  return { today: todayCount, rest, daysAfter, lastDay: addDays(input.today, daysAfter) };
}

/** One device of a campaign's rotation: new chats it may still open today, and a day from tomorrow. */
export interface SpreadDevice {
  room: number;
  perDay: number;
}

/**
 * How a campaign's recipients not yet sent spread over days: those who wrote to the numbers go
 * today, new chats as the devices' ramps allow (today what is left, then each device's cap a day at
 * its current step). `today` counts what has gone and what goes by the end of the account's day.
 * Null when everything left fits today.
 */
export function campaignSpread(input: {
  total: number;
  remaining: number;
  opening: number;
  devices: SpreadDevice[];
  today: string;
}): { today: number; total: number; days: number; last_day: string } | null {
  const sum = (pick: (d: SpreadDevice) => number) =>
    input.devices.reduce((n, d) => n + Math.max(0, pick(d)), 0);
  const spread = spreadOverDays({
    remaining: input.opening,
    leftToday: sum((d) => d.room),
    perDay: sum((d) => d.perDay),
    today: input.today,
  });
  if (!spread || spread.rest === 0) return null;
  return {
    today: input.total - spread.rest,
    total: input.total,
    days: spread.daysAfter,
    last_day: spread.lastDay,
  };
}

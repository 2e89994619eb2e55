import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RAMP_SCHEDULE,
  nextRampStep,
  RAMP_HEALTH_THRESHOLD,
  rampAgeDays,
  rampCap,
  rampLeftToday,
  rampScheduleSchema,
  spreadOverDays,
} from './new-chat-ramp.ts';

const schedule = DEFAULT_RAMP_SCHEDULE;

describe('the ramp schedule', () => {
  it('defaults to 20, 50, 120, 300, 600 then 1,000 new chats a day', () => {
    expect(schedule.map((step) => step.cap)).toEqual([20, 50, 120, 300, 600, 1000]);
    expect(rampScheduleSchema.safeParse(schedule).success).toBe(true);
  });

  it('refuses a schedule not starting on day 0, with days out of order or caps that fall', () => {
    const codes = (steps: unknown) =>
      rampScheduleSchema.safeParse(steps).error?.issues.map((issue) => issue.message) ?? [];
    expect(codes([{ day: 1, cap: 20 }])).toEqual(['ramp_first_day']);
    expect(
      codes([
        { day: 0, cap: 20 },
        { day: 0, cap: 30 },
      ]),
    ).toEqual(['ramp_days_order']);
    expect(
      codes([
        { day: 0, cap: 20 },
        { day: 3, cap: 10 },
      ]),
    ).toEqual(['ramp_caps_order']);
    expect(codes([])).not.toEqual([]);
  });

  it('clamps a step past a shortened schedule to its last step', () => {
    expect(rampCap([{ day: 0, cap: 5 }], 4)).toBe(5);
  });
});

describe('the day’s move', () => {
  const healthy = RAMP_HEALTH_THRESHOLD;

  it('climbs every step of the default schedule on the step’s day while healthy, one a day', () => {
    let state = { step: 0, movedOn: null as string | null };
    const seen: number[] = [rampCap(schedule, 0)];
    for (let age = 0; age <= 40; age++) {
      const moved = nextRampStep(schedule, state, { ageDays: age, score: healthy, today: `day-${age}` });
      if (moved.move === 'advanced') {
        expect(age).toBe(schedule[moved.step]!.day);
        seen.push(rampCap(schedule, moved.step));
      }
      state = { step: moved.step, movedOn: moved.move === 'held' ? state.movedOn : `day-${age}` };
    }
    expect(seen).toEqual([20, 50, 120, 300, 600, 1000]);
  });

  it('holds while the number is too young for the next step', () => {
    expect(nextRampStep(schedule, { step: 1, movedOn: 'a' }, { ageDays: 6, score: 100, today: 'b' })).toEqual(
      {
        step: 1,
        move: 'held',
      },
    );
  });

  it('does not climb while health is under the threshold, and falls back a step instead', () => {
    expect(
      nextRampStep(schedule, { step: 3, movedOn: 'a' }, { ageDays: 40, score: healthy - 1, today: 'b' }),
    ).toEqual({ step: 2, move: 'fell_back' });
    expect(
      nextRampStep(schedule, { step: 0, movedOn: null }, { ageDays: 40, score: 10, today: 'b' }),
    ).toEqual({
      step: 0,
      move: 'held',
    });
  });

  it('moves once a day at most, down as well as up', () => {
    expect(
      nextRampStep(schedule, { step: 3, movedOn: 'b' }, { ageDays: 40, score: 0, today: 'b' }).move,
    ).toBe('held');
    expect(
      nextRampStep(schedule, { step: 3, movedOn: 'b' }, { ageDays: 40, score: 100, today: 'b' }).move,
    ).toBe('held');
  });

  it('climbs a number not scored yet by age alone', () => {
    expect(
      nextRampStep(schedule, { step: 0, movedOn: null }, { ageDays: 3, score: null, today: 'b' }).step,
    ).toBe(1);
  });
});

describe('the age and the day', () => {
  it('counts the warmup toward the age when it started before the number’s first day', () => {
    const now = new Date('2026-03-10T05:00:00Z');
    expect(
      rampAgeDays({
        startedAt: new Date('2026-03-09T05:00:00Z'),
        warmupStartedAt: null,
        now,
        timeZone: 'UTC',
      }),
    ).toBe(1);
    expect(
      rampAgeDays({
        startedAt: new Date('2026-03-09T05:00:00Z'),
        warmupStartedAt: new Date('2026-03-02T05:00:00Z'),
        now,
        timeZone: 'UTC',
      }),
    ).toBe(8);
  });

  it('counts days on the account’s calendar, not UTC’s', () => {
    // 23:30 UTC on the 9th is already the 10th in Jakarta (UTC+7): one day old there at 01:00 UTC.
    const startedAt = new Date('2026-03-09T16:30:00Z');
    const now = new Date('2026-03-09T18:00:00Z');
    expect(rampAgeDays({ startedAt, warmupStartedAt: null, now, timeZone: 'Asia/Jakarta' })).toBe(1);
    expect(rampAgeDays({ startedAt, warmupStartedAt: null, now, timeZone: 'UTC' })).toBe(0);
  });

  it('gives the whole cap on a new day and what is left on the same day', () => {
    expect(rampLeftToday(20, { day: '2026-03-09', opened: 15 }, '2026-03-09')).toBe(5);
    expect(rampLeftToday(20, { day: '2026-03-08', opened: 20 }, '2026-03-09')).toBe(20);
    expect(rampLeftToday(20, { day: '2026-03-09', opened: 25 }, '2026-03-09')).toBe(0);
  });
});

describe('the spread over days', () => {
  it('sends what fits today and the rest over the next days, with the last day', () => {
    expect(spreadOverDays({ remaining: 5000, leftToday: 2300, perDay: 1000, today: '2026-03-30' })).toEqual({
      today: 2300,
      rest: 2700,
      daysAfter: 3,
      lastDay: '2026-04-02',
    });
  });

  it('is all today when it fits, and unknown when no device can send', () => {
    expect(spreadOverDays({ remaining: 10, leftToday: 20, perDay: 20, today: '2026-03-30' })?.daysAfter).toBe(
      0,
    );
    expect(spreadOverDays({ remaining: 10, leftToday: 0, perDay: 0, today: '2026-03-30' })).toBeNull();
  });
});

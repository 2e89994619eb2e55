import { describe, expect, it } from 'vitest';
import {
  DEVICE_HEALTH_REASONS,
  type DeviceHealthInputs,
  deviceHealthLevel,
  HEALTH_MIN_SAMPLE,
  HEALTH_RULES,
  scoreDeviceHealth,
} from './device-health.ts';

/** A month-old number that sent 100 messages, all delivered, half read, with replies: nothing wrong. */
const quiet: DeviceHealthInputs = {
  bannedNow: false,
  ageDays: 60,
  sent: 100,
  delivered: 100,
  read: 50,
  campaignSent: 100,
  replied: 20,
  optedOut: 0,
  failuresInARow: 0,
  refusals463: 0,
  refusals479: 0,
  signals: {},
};

const scored = (patch: Partial<DeviceHealthInputs>) => scoreDeviceHealth({ ...quiet, ...patch });
const pointsOf = (patch: Partial<DeviceHealthInputs>, code: string) =>
  scored(patch).reasons.find((reason) => reason.code === code)?.points ?? 0;

describe('the health score, signal by signal', () => {
  it('a number with nothing wrong scores 100, with no reasons', () => {
    expect(scoreDeviceHealth(quiet)).toEqual({ score: 100, reasons: [] });
  });

  it('a number banned now scores 0; a ban in the window that it came back from takes 60', () => {
    expect(scored({ bannedNow: true })).toMatchObject({
      score: 0,
      reasons: [{ code: 'banned', points: 100 }],
    });
    expect(scored({ signals: { banned: 1 } })).toMatchObject({ score: 40 });
  });

  it('each 463 refusal takes 15, up to 45; each 479 takes 5, up to 20', () => {
    expect(pointsOf({ refusals463: 1 }, 'refusals_463')).toBe(15);
    expect(pointsOf({ refusals463: 2 }, 'refusals_463')).toBe(30);
    expect(pointsOf({ refusals463: 9 }, 'refusals_463')).toBe(45);
    expect(pointsOf({ refusals479: 1 }, 'refusals_479')).toBe(5);
    expect(pointsOf({ refusals479: 10 }, 'refusals_479')).toBe(20);
  });

  it('disconnects: logged out from the phone 10 each, replaced 5 each, unsupported 10', () => {
    expect(pointsOf({ signals: { logged_out: 1 } }, 'logged_out')).toBe(10);
    expect(pointsOf({ signals: { logged_out: 3 } }, 'logged_out')).toBe(20);
    expect(pointsOf({ signals: { replaced: 2 } }, 'replaced')).toBe(10);
    expect(pointsOf({ signals: { unsupported: 1 } }, 'unsupported')).toBe(10);
  });

  it('blocks and reports count together, 10 each, up to 30', () => {
    expect(pointsOf({ signals: { blocked: 1, reported: 1 } }, 'blocked_reported')).toBe(20);
    expect(pointsOf({ signals: { blocked: 5 } }, 'blocked_reported')).toBe(30);
  });

  it('a silent session the gateway reconnected takes 5 each, up to 15: three in a week leave a number at risk', () => {
    expect(pointsOf({ signals: { silent_session: 1 } }, 'silent_sessions')).toBe(5);
    expect(pointsOf({ signals: { silent_session: 2 } }, 'silent_sessions')).toBe(10);
    expect(pointsOf({ signals: { silent_session: 7 } }, 'silent_sessions')).toBe(15);
    const thrice = scored({ ageDays: 10, signals: { silent_session: 3 } });
    expect(thrice.reasons.map((r) => [r.code, r.value])).toEqual([
      ['silent_sessions', 3],
      ['new_number', 10],
    ]);
    expect(deviceHealthLevel(thrice.score)).toBe('at_risk');
  });

  it('failures in a row: one is chance, two or more take 5 each, up to 25', () => {
    expect(pointsOf({ failuresInARow: 1 }, 'failures_in_a_row')).toBe(0);
    expect(pointsOf({ failuresInARow: 2 }, 'failures_in_a_row')).toBe(10);
    expect(pointsOf({ failuresInARow: 9 }, 'failures_in_a_row')).toBe(25);
  });

  it('delivery under 90% takes up to 25, in proportion', () => {
    expect(pointsOf({ delivered: 90, read: 45 }, 'low_delivery')).toBe(0);
    expect(pointsOf({ delivered: 45, read: 45 }, 'low_delivery')).toBe(13);
    expect(pointsOf({ delivered: 0, read: 0 }, 'low_delivery')).toBe(25);
  });

  it('read under 30% of the delivered takes up to 10', () => {
    expect(pointsOf({ read: 30 }, 'low_read')).toBe(0);
    expect(pointsOf({ read: 15 }, 'low_read')).toBe(5);
    expect(pointsOf({ read: 0 }, 'low_read')).toBe(10);
  });

  it('campaign replies under 5% take up to 15; opt-outs past 1% take 4 a percent, up to 20', () => {
    expect(pointsOf({ replied: 5 }, 'low_replies')).toBe(0);
    expect(pointsOf({ replied: 0 }, 'low_replies')).toBe(15);
    expect(pointsOf({ optedOut: 1 }, 'opt_outs')).toBe(0);
    expect(pointsOf({ optedOut: 3 }, 'opt_outs')).toBe(12);
    expect(pointsOf({ optedOut: 30 }, 'opt_outs')).toBe(20);
  });

  it('rates say nothing under the minimum sample', () => {
    const few = HEALTH_MIN_SAMPLE - 1;
    expect(scored({ sent: few, delivered: 0, read: 0, campaignSent: few, replied: 0, optedOut: 5 })).toEqual({
      score: 100,
      reasons: [],
    });
  });

  it('a new number takes up to 10, less each day, nothing from its 30th day', () => {
    expect(pointsOf({ ageDays: 0 }, 'new_number')).toBe(10);
    expect(pointsOf({ ageDays: 15 }, 'new_number')).toBe(5);
    expect(pointsOf({ ageDays: 30 }, 'new_number')).toBe(0);
  });
});

describe('bounds and order', () => {
  it('never below 0 nor above 100, whatever the inputs', () => {
    const worst = scored({
      bannedNow: true,
      ageDays: 0,
      delivered: 30,
      read: 0,
      replied: 0,
      optedOut: 100,
      failuresInARow: 50,
      refusals463: 50,
      refusals479: 50,
      signals: {
        banned: 3,
        logged_out: 5,
        replaced: 5,
        unsupported: 5,
        blocked: 9,
        reported: 9,
        silent_session: 4,
      },
    });
    expect(worst.score).toBe(0);
    expect(worst.reasons.map((r) => r.code).sort()).toEqual([...DEVICE_HEALTH_REASONS].sort());
    expect(scored({ ageDays: 1e6, sent: 0, delivered: 0, read: 0 }).score).toBe(100);
    expect(scored({ ageDays: -5 }).score).toBe(90);
  });

  it('no rule takes more than its weight, and the rules are listed heaviest first', () => {
    const weights = HEALTH_RULES.map((rule) => rule.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    const worst = scored({ refusals463: 99, refusals479: 99, failuresInARow: 99 });
    for (const reason of worst.reasons)
      expect(reason.points).toBeLessThanOrEqual(HEALTH_RULES.find((r) => r.code === reason.code)!.weight);
  });

  it('reasons come heaviest first', () => {
    const { reasons, score } = scored({ ageDays: 10, refusals463: 1, refusals479: 2, failuresInARow: 5 });
    expect(reasons.map((r) => [r.code, r.points])).toEqual([
      ['failures_in_a_row', 25],
      ['refusals_463', 15],
      ['refusals_479', 10],
      ['new_number', 7],
    ]);
    expect(score).toBe(100 - 25 - 15 - 10 - 7);
  });
});

describe('levels', () => {
  it('healthy from 80, at risk from 50, critical below', () => {
    expect(deviceHealthLevel(100)).toBe('healthy');
    expect(deviceHealthLevel(80)).toBe('healthy');
    expect(deviceHealthLevel(79)).toBe('at_risk');
    expect(deviceHealthLevel(50)).toBe('at_risk');
    expect(deviceHealthLevel(49)).toBe('critical');
    expect(deviceHealthLevel(0)).toBe('critical');
  });

  it('falls at the threshold, climbs back only 5 points past it', () => {
    expect(deviceHealthLevel(79, 'healthy')).toBe('at_risk');
    expect(deviceHealthLevel(82, 'at_risk')).toBe('at_risk');
    expect(deviceHealthLevel(85, 'at_risk')).toBe('healthy');
    expect(deviceHealthLevel(52, 'critical')).toBe('critical');
    expect(deviceHealthLevel(55, 'critical')).toBe('at_risk');
    expect(deviceHealthLevel(95, 'critical')).toBe('healthy');
    expect(deviceHealthLevel(20, 'healthy')).toBe('critical');
  });
});

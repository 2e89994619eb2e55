import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './trial-days.ts';

describe('trialDaysLeft', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('counts a started day as a day left', () => {
    expect(trialDaysLeft('2026-12-04T10:00:00Z', now)).toBe(7);
    expect(trialDaysLeft('2026-12-02T09:00:00Z', now)).toBe(5);
    expect(trialDaysLeft('2026-11-27T11:00:00Z', now)).toBe(1);
  });
  it('never goes below zero', () => {
    expect(trialDaysLeft('2026-11-26T10:00:00Z', now)).toBe(0);
  });
});

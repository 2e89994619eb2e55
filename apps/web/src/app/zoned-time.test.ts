import { describe, expect, it } from 'vitest';
import { instantOfWallTime, wallTimeIn } from './zoned-time.ts';

describe('wall times in the account’s zone', () => {
  it('reads 09:00 in Jakarta as 02:00 UTC, and back', () => {
    expect(instantOfWallTime('2026-03-02 09:00:00', 'Asia/Jakarta')).toBe('2026-03-02T02:00:00.000Z');
    expect(wallTimeIn('2026-03-02T02:00:00.000Z', 'Asia/Jakarta')).toBe('2026-03-02 09:00:00');
  });

  it('takes zones ahead by a half hour and behind UTC, across midnight', () => {
    expect(instantOfWallTime('2026-03-02 00:30:00', 'Asia/Yangon')).toBe('2026-03-01T18:00:00.000Z');
    expect(instantOfWallTime('2026-03-02 20:00:00', 'America/New_York')).toBe('2026-03-03T01:00:00.000Z');
    expect(wallTimeIn('2026-03-01T18:00:00.000Z', 'Asia/Dhaka')).toBe('2026-03-02 00:00:00');
  });

  it('keeps the wall time across a clock change (New York, summer and winter)', () => {
    expect(instantOfWallTime('2026-07-01 09:00:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(instantOfWallTime('2026-12-01 09:00:00', 'America/New_York')).toBe('2026-12-01T14:00:00.000Z');
  });

  it('refuses what is not a wall time', () => {
    expect(instantOfWallTime('', 'Asia/Jakarta')).toBe('');
    expect(instantOfWallTime('tomorrow', 'Asia/Jakarta')).toBe('');
  });
});

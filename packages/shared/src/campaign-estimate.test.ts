import { describe, expect, it } from 'vitest';
import { type CampaignEstimateInput, estimateCampaignSeconds, secondOfDay } from './campaign-estimate.ts';

const defaults: CampaignEstimateInput = {
  recipients: 27,
  devices: 2,
  minDelaySeconds: 20,
  maxDelaySeconds: 60,
  dailyCapPerDevice: null,
  windowStart: null,
  windowEnd: null,
  startSecondOfDay: secondOfDay('10:00'),
};
const estimate = (patch: Partial<CampaignEstimateInput>) =>
  estimateCampaignSeconds({ ...defaults, ...patch });
const HOUR = 3600;
const DAY = 24 * HOUR;

describe('estimateCampaignSeconds', () => {
  it('sends 27 messages with the default pacing over two devices in about 9 minutes', () => {
    // 14 messages on the busier device: 13 pauses of 40 s on average.
    expect(estimate({})).toBe(13 * 40);
    expect(Math.round(estimate({})! / 60)).toBe(9);
  });

  it('spreads the recipients over several devices', () => {
    expect(estimate({ devices: 1 })).toBe(26 * 40);
    expect(estimate({ devices: 3 })).toBe(8 * 40);
    expect(estimate({ recipients: 3, devices: 5 })).toBe(0);
    expect(estimate({ recipients: 0 })).toBe(0);
    expect(estimate({ devices: 0 })).toBeNull();
  });

  it('counts about a second a message with pacing off', () => {
    expect(estimate({ recipients: 100, devices: 1, minDelaySeconds: 0, maxDelaySeconds: 0 })).toBe(99);
  });

  it('waits for the next day once a device reaches its daily cap', () => {
    // 10 a day from 10:00: the 11th goes at midnight, the 21st the next midnight.
    expect(estimate({ recipients: 25, devices: 1, dailyCapPerDevice: 10 })).toBe(
      DAY - 10 * HOUR + DAY + 4 * 40,
    );
    // Two devices with a cap of 10 send 20 the first day.
    expect(estimate({ recipients: 20, devices: 2, dailyCapPerDevice: 10 })).toBe(9 * 40);
  });

  it('sends only inside the daily window, waiting for it to open', () => {
    // Started at 07:00 with a 09:00-17:00 window: the first message at 09:00.
    expect(
      estimate({
        recipients: 3,
        devices: 1,
        windowStart: '09:00',
        windowEnd: '17:00',
        startSecondOfDay: secondOfDay('07:00'),
      }),
    ).toBe(2 * HOUR + 2 * 40);
    // A 1-minute window (09:00-09:01) fits two messages 40 s apart a day.
    expect(
      estimate({
        recipients: 5,
        devices: 1,
        windowStart: '09:00',
        windowEnd: '09:01',
        startSecondOfDay: secondOfDay('09:00'),
      }),
    ).toBe(2 * DAY);
  });

  it('follows a window that runs past midnight, with the cap starting again each day', () => {
    // 22:00-02:00 from 21:00, 6 a day with 1 h pauses: 22, 23 (day 1), 00, 01 (day 2 cap resets), 22, 23.
    expect(
      estimate({
        recipients: 6,
        devices: 1,
        minDelaySeconds: 3600,
        maxDelaySeconds: 3600,
        dailyCapPerDevice: 6,
        windowStart: '22:00',
        windowEnd: '02:00',
        startSecondOfDay: secondOfDay('21:00'),
      }),
    ).toBe(HOUR + DAY + 1 * HOUR);
    // A cap of 2: 22, 23 (day 1), 00, 01 (day 2), then the cap holds day 2's 22:00 until day 3's 00:00.
    expect(
      estimate({
        recipients: 5,
        devices: 1,
        minDelaySeconds: 3600,
        maxDelaySeconds: 3600,
        dailyCapPerDevice: 2,
        windowStart: '22:00',
        windowEnd: '02:00',
        startSecondOfDay: secondOfDay('21:00'),
      }),
    ).toBe(3 * HOUR + DAY);
  });

  it('says when nothing can be sent: a window that never opens', () => {
    expect(estimate({ windowStart: '09:00', windowEnd: '09:00' })).toBeNull();
  });
});

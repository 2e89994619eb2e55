import { describe, expect, it } from 'vitest';
import {
  copyToWeekdays,
  dayOrder,
  nextSpan,
  serverDayErrors,
  validateWeek,
  weeklyOf,
  weekValuesOf,
} from './week-form.ts';

describe('the week form', () => {
  it('shows 24:00 as 00:00 and saves it back as 24:00; a closed day keeps a default to open with', () => {
    const values = weekValuesOf([[{ start: '18:00', end: '24:00' }], [], [], [], [], [], []]);
    expect(values.days[0]).toEqual({ open: true, spans: [{ start: '18:00', end: '00:00' }] });
    expect(values.days[1]).toEqual({ open: false, spans: [{ start: '09:00', end: '17:00' }] });
    expect(weeklyOf(values)).toEqual([[{ start: '18:00', end: '24:00' }], [], [], [], [], [], []]);
  });

  it('offers the next hours after the last span, and copies a day to Monday-Friday only', () => {
    expect(nextSpan([{ start: '09:00', end: '12:00' }])).toEqual({ start: '12:00', end: '14:00' });
    expect(nextSpan([{ start: '18:00', end: '23:00' }])).toEqual({ start: '09:00', end: '17:00' });
    const week = weekValuesOf([[{ start: '08:00', end: '16:00' }], [], [], [], [], [], []]);
    const copied = copyToWeekdays(week, 0);
    expect(copied.days.slice(0, 5).every((day) => day.open && day.spans[0]?.start === '08:00')).toBe(true);
    expect(copied.days[5]?.open).toBe(false);
  });

  it('names errors by day and span, from its own rules and from the server', () => {
    const week = weekValuesOf([[{ start: '10:00', end: '09:00' }], [], [], [], [], [], []]);
    expect(validateWeek(week)).toEqual({ 0: { '0.end': 'business_hours_span_order' } });
    expect(
      serverDayErrors({
        'weekly.3': [{ code: 'business_hours_too_many_spans' }],
        weekly: [{ code: 'invalid' }],
      }),
    ).toEqual({ 3: { '': 'business_hours_too_many_spans' } });
  });

  it("runs the week from the language's first day", () => {
    expect(dayOrder('en')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(dayOrder('id')).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });
});

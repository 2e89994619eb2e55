import { describe, expect, it } from 'vitest';
import {
  formValuesOf,
  settingsHints,
  toSettingsRequest,
  validateWarmupForm,
  type WarmupFormValues,
} from './settings-form.ts';
import { warmupSettings } from './test/warmup-factory.ts';

const values = (patch: Partial<WarmupFormValues> = {}): WarmupFormValues => ({
  ...formValuesOf(warmupSettings()),
  ...patch,
});

describe('the warmup settings form', () => {
  it('shows breaks in minutes and an unset message count as 100', () => {
    const form = formValuesOf(warmupSettings({ min_break_duration: 1800, stop_after_total_msgs: null }));
    expect(form.min_break_minutes).toBe(30);
    expect(form.max_break_minutes).toBe(60);
    expect(form.stop_after_total_msgs).toBe(100);
  });

  it('sends a time-based stop as the instant picked, and no message count', () => {
    const request = toSettingsRequest(values({ stop_condition: '1', stop_at: '2030-03-05T03:00:00.000Z' }));
    expect(request.stop_condition).toBe(1);
    expect(request.stop_at).toBe('2030-03-05T03:00:00.000Z');
    expect(request.stop_after_total_msgs).toBeNull();
  });

  it('sends a message-based stop as a count, no time, and breaks in seconds', () => {
    const request = toSettingsRequest(
      values({ stop_at: '2030-03-05 10:00:00', min_break_minutes: 1, max_break_minutes: 2 }),
    );
    expect(request).toMatchObject({
      stop_condition: 2,
      stop_at: null,
      stop_after_total_msgs: 100,
      min_break_duration: 60,
      max_break_duration: 120,
    });
  });

  it('names the stop condition that is missing, and ranges by code', () => {
    expect(validateWarmupForm(values({ stop_condition: '1' }))).toEqual({
      stop_at: 'warmup_stop_at_required',
    });
    expect(validateWarmupForm(values({ stop_after_total_msgs: '' }))).toEqual({
      stop_after_total_msgs: 'warmup_stop_after_required',
    });
    expect(validateWarmupForm(values({ stop_after_total_msgs: 0 }))).toEqual({
      stop_after_total_msgs: 'warmup_stop_after_required',
    });
    expect(validateWarmupForm(values({ interval_starts_at: 61, min_break_minutes: '' }))).toEqual({
      interval_starts_at: 'too_large',
      min_break_minutes: 'not_a_number',
    });
    expect(validateWarmupForm(values())).toEqual({});
  });

  it('recommends only below 40 s, 60 messages and 30 minutes', () => {
    expect(settingsHints(values())).toEqual({});
    expect(
      Object.keys(
        settingsHints(values({ interval_starts_at: 39, break_after_total_msgs: 59, min_break_minutes: 29 })),
      ),
    ).toEqual(['interval_starts_at', 'break_after_total_msgs', 'min_break_minutes']);
    expect(settingsHints(values({ interval_starts_at: '' }))).toEqual({});
  });
});

import type { WarmupAnswer, WarmupSettings } from '@siar/shared';

type WarmupDevice = WarmupAnswer['devices'][number];

/** Settings as the API answers them: the recommended ones (saved, idle) unless told otherwise. */
export function warmupSettings(values: Partial<WarmupSettings> = {}): WarmupSettings {
  return {
    interval_starts_at: 40,
    interval_ends_at: 60,
    break_after_total_msgs: 60,
    min_break_duration: 1800,
    max_break_duration: 3600,
    stop_condition: 2,
    stop_at: null,
    stop_at_display: null,
    stop_after_total_msgs: 100,
    status: 1,
    ...values,
  };
}

/** A connected real number, not taking part, unless told otherwise. */
export function warmupDevice(values: Partial<WarmupDevice> & { device_id: string }): WarmupDevice {
  return {
    name: `Device ${values.device_id}`,
    engine: 'baileys',
    state: 'connected',
    phone_number: '+6281234567890',
    taking_part: false,
    in_use: false,
    paused: false,
    messages_sent: 0,
    last_message: null,
    last_message_at: null,
    ...values,
  };
}

export function warmupView(values: Partial<WarmupAnswer> = {}): WarmupAnswer {
  return {
    settings: warmupSettings(),
    run: { started_at: null, ended_at: null, messages_sent: 0, next_message_at: null },
    devices: [],
    ...values,
  };
}

/** Devices and their warmup. English texts by code (see error-texts.ts). */
export const DEVICE_ERROR_TEXTS = {
  // ---- devices ----
  device_not_found: 'Device not found.',
  device_health_not_computed: "This device's health has not been computed yet.",
  device_name_required: 'Please give the device a name.',
  engine_not_offered: 'This engine is not offered here. Choose one of: {{engines}}.',
  gateway_unknown: 'There is no live gateway by this name. Choose one from the list, or auto.',
  gateway_full:
    'No gateway has room for another device right now. Please try again later or contact support.',
  device_cannot_retry: 'This device is connected or connecting already.',
  device_not_sandbox: 'Faults can only be set on sandbox devices.',
  device_not_connected: 'This device is not connected.',
  sandbox_qr_expired: 'This QR code has expired or was already used. Show a new one in Siar.',
  sandbox_number_not_test: 'The sandbox links test numbers only: +44 7700 900000 to +44 7700 900999.',
  sandbox_number_taken: 'Another sandbox device uses this test number. Choose another one.',
  sandbox_code_invalid: 'This code is not valid or has expired.',

  // ---- warmup ----
  warmup_running: 'Can not be updated while Warmup process is already running',
  warmup_stop_at_required: 'Please select the date and time',
  warmup_stop_at_past: 'Please choose a date and time in the future',
  warmup_stop_after_required: 'Please enter the number of messages to stop after',
  warmup_interval_order: 'The interval must end at or after its start.',
  warmup_break_order: 'The maximum break must be at least the minimum break.',
  warmup_two_devices: 'Choose at least two devices for the warmup.',
  warmup_device_not_ready: '{{name}} is not connected, or is paused. Choose connected devices.',
  warmup_not_saved: 'Save the warmup settings before starting it.',
  warmup_not_running: 'The warmup is not running.',

  // ---- the new-chat ramp ----
  ramp_first_day: 'The first step starts on day 0.',
  ramp_days_order: 'Each step starts on a later day than the one before.',
  ramp_caps_order: 'Each step allows at least as many new chats as the one before.',
} as const;

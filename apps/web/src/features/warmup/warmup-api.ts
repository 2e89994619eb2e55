import {
  WARMUP_PATHS,
  type WarmupAnswer,
  type WarmupSettings,
  type WarmupSettingsRequest,
} from '@siar/shared';
import { api } from '../../api/client.ts';

/** The settings (the recommended ones until saved), the run and every device of the account. */
export function fetchWarmup(): Promise<WarmupAnswer> {
  return api.get(WARMUP_PATHS.warmup);
}

/** Saves the settings (breaks in seconds); 409 `warmup_running` while a run is going. */
export function saveWarmupSettings(
  settings: WarmupSettingsRequest,
): Promise<{ detail: string; settings: WarmupSettings }> {
  return api.post(WARMUP_PATHS.warmup, settings);
}

/** Starts a run between the chosen devices (two or more, connected, not paused). */
export function startWarmup(deviceIds: string[]): Promise<WarmupAnswer> {
  return api.post(WARMUP_PATHS.start, { device_ids: deviceIds });
}

export function stopWarmup(): Promise<WarmupAnswer> {
  return api.post(WARMUP_PATHS.stop);
}

import type { DeviceHealthLevel, DeviceHealthReason } from '@siar/shared';
import type { TFunction } from 'i18next';

export const LEVEL_COLORS: Record<DeviceHealthLevel, string> = {
  healthy: 'teal',
  at_risk: 'orange',
  critical: 'red',
};

/** A reason in words, with what was measured ("Delivered 62%"). */
export function reasonText(t: TFunction, reason: DeviceHealthReason): string {
  return t(`deviceHealth.reasons.${reason.code}`, { value: reason.value });
}

import type { WarmupAnswer } from '@siar/shared';
import { useState } from 'react';
import { canTakePart } from '../device-choice.ts';

/**
 * The devices ticked for the next run, in the table's order. Until the user ticks one, the last
 * run's devices are offered again; a device that disconnects or is paused meanwhile drops out.
 */
export function useChosenDevices(devices: WarmupAnswer['devices']) {
  const [ticked, setTicked] = useState<ReadonlySet<string> | null>(null);
  const offered =
    ticked ?? new Set(devices.filter((device) => device.taking_part).map((device) => device.device_id));
  const chosen = devices
    .filter((device) => canTakePart(device) && offered.has(device.device_id))
    .map((device) => device.device_id);

  function toggle(deviceId: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(deviceId);
    else next.delete(deviceId);
    setTicked(next);
  }

  return { chosen, toggle };
}

import { DEVICE_HEALTH_PATHS, type DeviceHealthList } from '@siar/shared';
import { api } from '../../api/client.ts';

/** The health of the account's devices: score, level, reasons and 30 days of history. */
export function fetchDeviceHealth(): Promise<DeviceHealthList> {
  return api.get(DEVICE_HEALTH_PATHS.list);
}

import { useQuery } from '@tanstack/react-query';
import { devicesKeys } from '../devices.query-keys.ts';
import { fetchDevice } from '../devices-api.ts';

/**
 * One device as the pairing dialog follows it: each live event about devices asks again, so a new
 * QR, the scan and the connection show as they happen.
 */
export function useDevice(deviceId: string | null) {
  return useQuery({
    queryKey: devicesKeys.device(deviceId ?? ''),
    queryFn: () => fetchDevice(deviceId!),
    enabled: !!deviceId,
    staleTime: 0,
  });
}

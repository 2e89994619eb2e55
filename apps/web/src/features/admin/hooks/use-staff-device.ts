import type { Device } from '@siar/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffDeviceKeys } from '../admin.query-keys.ts';
import { createStaffDevice, fetchGateways, fetchStaffDevice, retryStaffDevice } from '../admin-api.ts';

/** A new answer shows in the dialog at once; the gateways' room is asked again. */
function storeDevice(queryClient: QueryClient, device: Device) {
  queryClient.setQueryData(staffDeviceKeys.device(device.id), device);
  return queryClient.invalidateQueries({ queryKey: staffDeviceKeys.gateways });
}

/** The customer's device staff are pairing; live events about the account ask it again. */
export function useStaffDevice(deviceId: string | null) {
  return useQuery({
    queryKey: staffDeviceKeys.device(deviceId ?? ''),
    queryFn: () => fetchStaffDevice(deviceId!),
    enabled: !!deviceId,
    staleTime: 0,
  });
}

export function useCreateStaffDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffDevice,
    onSuccess: (device) => storeDevice(queryClient, device),
  });
}

export function useRetryStaffDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryStaffDevice,
    onSuccess: (device) => storeDevice(queryClient, device),
  });
}

/** Whether a live gateway has room for another device ('Add Subscription' depends on it). */
export function useGateways() {
  return useQuery({ queryKey: staffDeviceKeys.gateways, queryFn: fetchGateways, staleTime: 0 });
}

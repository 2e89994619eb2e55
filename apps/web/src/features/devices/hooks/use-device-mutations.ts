import type { Device, Paginated, SandboxFault, UpdateDeviceRequest } from '@siar/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { devicesKeys } from '../devices.query-keys.ts';
import {
  createDevice,
  forceDeleteDevice,
  logOutDevice,
  retryDevice,
  setSandboxFault,
  updateDevice,
} from '../devices-api.ts';

/**
 * A device's new answer replaces the copies the page shows at once (its dialog, its table row);
 * the lists and select options are then asked again.
 */
function storeDevice(queryClient: QueryClient, device: Device) {
  queryClient.setQueryData(devicesKeys.device(device.id), device);
  queryClient.setQueriesData<Paginated<Device>>({ queryKey: devicesKeys.lists }, (page) =>
    page ? { ...page, results: page.results.map((row) => (row.id === device.id ? device : row)) } : page,
  );
  return refreshLists(queryClient);
}

function refreshLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: devicesKeys.lists }),
    queryClient.invalidateQueries({ queryKey: devicesKeys.selectOptions }),
  ]);
}

export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDevice, onSuccess: (device) => storeDevice(queryClient, device) });
}

/** Renames, pauses or resumes. */
export function useUpdateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceId, patch }: { deviceId: string; patch: UpdateDeviceRequest }) =>
      updateDevice(deviceId, patch),
    onSuccess: (device) => storeDevice(queryClient, device),
  });
}

export function useRetryDevice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryDevice, onSuccess: (device) => storeDevice(queryClient, device) });
}

export function useLogOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logOutDevice, onSuccess: (device) => storeDevice(queryClient, device) });
}

export function useSandboxFault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceId, fault }: { deviceId: string; fault: SandboxFault }) =>
      setSandboxFault(deviceId, fault),
    onSuccess: (device) => storeDevice(queryClient, device),
  });
}

/** Deleting frees a place in the plan: the select options are asked again (the spec's rule). */
export function useForceDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forceDeleteDevice,
    onSuccess: async ({ device_id }) => {
      queryClient.removeQueries({ queryKey: devicesKeys.device(device_id) });
      await refreshLists(queryClient);
    },
  });
}

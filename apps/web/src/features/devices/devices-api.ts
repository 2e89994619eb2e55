import {
  type CreateDeviceRequest,
  DEVICES_PATHS,
  type Device,
  type ForceDeleteDeviceAnswer,
  fillPath,
  type Paginated,
  type PanelSelectOptions,
  type SandboxFault,
  type UpdateDeviceRequest,
} from '@siar/shared';
import { api } from '../../api/client.ts';

/** How many devices a page of the table shows (the API's largest page). */
export const DEVICES_PAGE_SIZE = 100;

const devicePath = (deviceId: string) => fillPath(DEVICES_PATHS.device, { device_id: deviceId });

/** A page of the account's devices, oldest first. */
export function fetchDevices(page: number): Promise<Paginated<Device>> {
  return api.get(DEVICES_PATHS.devices, { query: { page, page_size: DEVICES_PAGE_SIZE } });
}

/** One device, with the QR or pairing code on offer while it pairs. */
export function fetchDevice(deviceId: string): Promise<Device> {
  return api.get(devicePath(deviceId));
}

/** The panel's select lists: devices, live gateways, what the plan still allows, the engines. */
export function fetchSelectOptions(): Promise<PanelSelectOptions> {
  return api.get(DEVICES_PATHS.selectOptions);
}

/** Adds a device; it starts pairing at once. */
export function createDevice(input: CreateDeviceRequest): Promise<Device> {
  return api.post(DEVICES_PATHS.devices, input);
}

/** Renames, pauses or resumes a device. */
export function updateDevice(deviceId: string, patch: UpdateDeviceRequest): Promise<Device> {
  return api.patch(devicePath(deviceId), patch);
}

/** Pairs again from a final state (expired QR, logged out, banned), or reconnects a replaced one. */
export function retryDevice(deviceId: string): Promise<Device> {
  return api.post(fillPath(DEVICES_PATHS.retry, { device_id: deviceId }), {});
}

export function logOutDevice(deviceId: string): Promise<Device> {
  return api.post(fillPath(DEVICES_PATHS.logout, { device_id: deviceId }));
}

/** Deletes the device for good; the answer names it (`device_id`). */
export function forceDeleteDevice(deviceId: string): Promise<ForceDeleteDeviceAnswer> {
  return api.delete(fillPath(DEVICES_PATHS.forceDelete, { device_id: deviceId }));
}

/** Sandbox devices only: act out a fault next. */
export function setSandboxFault(deviceId: string, fault: SandboxFault): Promise<Device> {
  return api.post(fillPath(DEVICES_PATHS.sandboxFault, { device_id: deviceId }), { fault });
}

import { z } from 'zod';
import { createDeviceSchema } from './devices.ts';

/** Staff over devices: pairing a number for a customer's account, and the gateways' room. */

export { DEVICES_ADMIN_PATHS } from './devices-admin.paths.ts';

export const staffCreateDeviceSchema = createDeviceSchema.extend({
  account_id: z.uuid({ error: 'account_not_found' }),
});
export type StaffCreateDeviceRequest = z.input<typeof staffCreateDeviceSchema>;

export const gatewaysAnswerSchema = z.object({
  results: z.array(
    z.object({
      name: z.string(),
      address: z.string(),
      capacity: z.number().int(),
      devices: z.number().int(),
    }),
  ),
  /** Devices the live gateways can still take; 0 disables 'Add Subscription'. */
  room: z.number().int(),
});
export type GatewaysAnswer = z.infer<typeof gatewaysAnswerSchema>;

import { z } from 'zod';
import { paginatedSchema } from '../paging.ts';
import { PHONE_PATTERN } from '../validation/fields.ts';

/** WhatsApp devices: engines and connection states, as the API answers them and the panel shows them. */

/** `baileys`: a real number (WhatsApp Web multi-device). `sandbox`: a simulated one, for trying and tests. */
export const ENGINE_IDS = ['baileys', 'sandbox'] as const;
export type EngineId = (typeof ENGINE_IDS)[number];

/**
 * Where a device's connection stands. `pairing`: a QR or pairing code is on offer; `qr_expired`:
 * the round ended unscanned (Retry starts another); `connecting`: auth state exists, the link is
 * being made (also while retrying after a loss); `connected`; `disconnected`: down with a reason,
 * not retrying by itself (replaced, or its gateway gone until another takes it over);
 * `logged_out`: unlinked, must pair again; `banned`: WhatsApp refused the number.
 */
export const DEVICE_STATES = [
  'pairing',
  'qr_expired',
  'connecting',
  'connected',
  'disconnected',
  'logged_out',
  'banned',
] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

/**
 * Faults a sandbox device can be told to act out, to see how the product copes. WhatsApp's limits
 * on the number: `reach_out_lock` (new chats refused with 463 for `minutes`), `message_cap` (a
 * cap of `quota` new chats in a day's cycle, refused with 463 past it), `blocking` (its new
 * chats' recipients block it, more the more it opens: their messages are never delivered). `silence`
 * keeps sending but hears nothing back (no receipts, no messages) until reconnected.
 */
export const SANDBOX_FAULTS = [
  'disconnect',
  'logout',
  'send_failure',
  'ban',
  'reach_out_lock',
  'message_cap',
  'blocking',
  'silence',
] as const;
export type SandboxFault = (typeof SANDBOX_FAULTS)[number];
/** A sandbox reach-out lock's length and a sandbox cap's quota when the request names none. */
export const SANDBOX_FAULT_DEFAULTS = { minutes: 60, quota: 20 } as const;

export { DEVICES_PATHS, SANDBOX_PHONE_PATHS } from './devices.paths.ts';

// ---- requests ----

export const deviceIdParamsSchema = z.object({ device_id: z.uuid({ error: 'device_not_found' }) });

const deviceName = z.string({ error: 'device_name_required' }).trim().min(1, 'device_name_required').max(60);
const e164 = z.string({ error: 'phone_required' }).trim().regex(PHONE_PATTERN, 'phone_invalid');

export const createDeviceSchema = z.object({
  name: deviceName,
  engine: z.enum(ENGINE_IDS, { error: 'engine_not_offered' }),
  /** A gateway's name to run on; absent or "auto" for any. */
  gateway: z.string().trim().max(100).nullish(),
  /** Pair by a code typed on this phone instead of scanning a QR. */
  pairing_phone: e164.nullish(),
});
export type CreateDeviceRequest = z.input<typeof createDeviceSchema>;

export const updateDeviceSchema = z.object({
  name: deviceName.optional(),
  paused: z.boolean({ error: 'not_a_boolean' }).optional(),
});
export type UpdateDeviceRequest = z.input<typeof updateDeviceSchema>;

export const retryDeviceSchema = z.object({ pairing_phone: e164.nullish() });

export const sandboxFaultSchema = z.object({
  fault: z.enum(SANDBOX_FAULTS, { error: 'invalid_choice' }),
  /** `reach_out_lock`: how long the lock holds (1 minute to 7 days). */
  minutes: z.number().int().min(1).max(10_080).optional(),
  /** `message_cap`: the new chats WhatsApp allows in the cycle. */
  quota: z.number().int().min(1).max(100_000).optional(),
});
export type SandboxFaultOptions = { minutes?: number; quota?: number };

export const sandboxScanSchema = z.object({ phone_number: e164 });
export const sandboxCodeSchema = z.object({
  code: z
    .string({ error: 'sandbox_code_invalid' })
    .trim()
    .regex(/^[A-Za-z0-9]{8}$/, 'sandbox_code_invalid'),
});

// ---- answers ----

export const deviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  engine: z.enum(ENGINE_IDS),
  state: z.enum(DEVICE_STATES),
  /** Why it is in that state, in WhatsApp's or the engine's words. */
  state_reason: z.string().nullable(),
  phone_number: z.string().nullable(),
  push_name: z.string().nullable(),
  paused: z.boolean(),
  /** Taking part in a running warmup (later: a running campaign). */
  in_use: z.boolean(),
  /** The gateway connecting it now, and the one it is pinned to (null: any). */
  gateway: z.string().nullable(),
  gateway_pin: z.string().nullable(),
  /** While pairing: the QR to show (its text) or the code to type, and until when. */
  pairing: z
    .object({ qr: z.string().nullable(), code: z.string().nullable(), expires_at: z.string().nullable() })
    .nullable(),
  connected_at: z.string().nullable(),
  last_seen_at: z.string().nullable(),
  /** Messages sent today (the account's time zone). */
  sent_today: z.number().int(),
  /**
   * WhatsApp's limits on the number's new chats, as its engine reported them: its reach-out lock
   * (no new chat until then; replies still go), and its cap on new chats in the current cycle.
   */
  new_chats_locked_until: z.string().nullable(),
  whatsapp_new_chat_cap: z
    .object({ total: z.number().int(), used: z.number().int(), ends_at: z.string().nullable() })
    .nullable(),
  created_at: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;

export const devicesPageSchema = paginatedSchema(deviceSchema);

export const forceDeleteDeviceAnswerSchema = z.object({ detail: z.string(), device_id: z.string() });
export type ForceDeleteDeviceAnswer = z.infer<typeof forceDeleteDeviceAnswerSchema>;

const optionSchema = z.object({ id: z.string(), name: z.string() });
export const panelSelectOptionsSchema = z.object({
  contact_groups_options: z.array(optionSchema),
  content_templates_options: z.array(optionSchema),
  wa_devices_options: z.array(
    optionSchema.extend({ engine: z.enum(ENGINE_IDS), state: z.enum(DEVICE_STATES) }),
  ),
  gateway_subdomain_options: z.array(
    z.object({ name: z.string(), address: z.string(), room: z.number().int() }),
  ),
  /** How many more devices the plan allows (null: unlimited). */
  total_available_wa_devices: z.number().int().nullable(),
  total_used_wa_devices: z.number().int(),
  /** The engines customers may choose here (WHATSAPP_ENGINES). */
  engines: z.array(z.enum(ENGINE_IDS)),
});
export type PanelSelectOptions = z.infer<typeof panelSelectOptionsSchema>;

export const sandboxOfferSchema = z.object({
  device_name: z.string(),
  account_name: z.string(),
  expires_at: z.string(),
  /** A made-up number the page offers; the "phone" may type another. */
  suggested_number: z.string(),
});
export type SandboxOffer = z.infer<typeof sandboxOfferSchema>;
export const sandboxLinkedSchema = z.object({ detail: z.string() });
export type SandboxLinked = z.infer<typeof sandboxLinkedSchema>;

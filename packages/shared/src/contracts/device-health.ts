import { z } from 'zod';
import { DEVICE_HEALTH_LEVELS, DEVICE_HEALTH_REASONS } from '../device-health.ts';
import { DEVICE_STATES, ENGINE_IDS } from './devices.ts';

/** A number's health as the devices page shows it, and the staff's fleet view (/apanel/gateways). */

export { DEVICE_HEALTH_PATHS, FLEET_PATHS } from './device-health.paths.ts';

const count = z.number().int().nonnegative();

export const deviceHealthReasonSchema = z.object({
  code: z.enum(DEVICE_HEALTH_REASONS),
  points: count,
  value: z.number(),
});

export const deviceHealthSchema = z.object({
  device_id: z.string(),
  score: z.number().int().min(0).max(100),
  level: z.enum(DEVICE_HEALTH_LEVELS),
  /** Heaviest first. */
  reasons: z.array(deviceHealthReasonSchema),
  computed_at: z.string(),
  /** When the level last changed, and the one it left (null: never changed). */
  level_changed_at: z.string().nullable(),
  previous_level: z.enum(DEVICE_HEALTH_LEVELS).nullable(),
  /** The last score of each day (the account's days), oldest first. */
  history: z.array(z.object({ day: z.string(), score: z.number().int() })),
});
export type DeviceHealth = z.infer<typeof deviceHealthSchema>;

export const deviceHealthListSchema = z.object({ results: z.array(deviceHealthSchema) });
export type DeviceHealthList = z.infer<typeof deviceHealthListSchema>;

// ---- staff: the fleet ----

export const FLEET_EVENT_KINDS = ['banned', 'refusals_463', 'silent_session'] as const;
export type FleetEventKind = (typeof FLEET_EVENT_KINDS)[number];

export const fleetQuerySchema = z.object({
  /** Only devices run by this gateway (its name). */
  gateway: z.string().trim().max(100).optional(),
  state: z.enum(DEVICE_STATES, { error: 'invalid_choice' }).optional(),
  level: z.enum(DEVICE_HEALTH_LEVELS, { error: 'invalid_choice' }).optional(),
  engine: z.enum(ENGINE_IDS, { error: 'invalid_choice' }).optional(),
  /** Recent events: bans, 463 refusals, silent sessions reconnected, or all. */
  event: z.enum(FLEET_EVENT_KINDS, { error: 'invalid_choice' }).optional(),
});
export type FleetQuery = z.input<typeof fleetQuerySchema>;

export const fleetGatewaySchema = z.object({
  name: z.string(),
  address: z.string(),
  alive: z.boolean(),
  capacity: count,
  /** Devices it holds a live lease on. */
  devices: count,
  rss_bytes: z.number().nullable(),
  heap_used_bytes: z.number().nullable(),
  /** The event loop's p99 delay over the last 10 s it reported. */
  event_loop_p99_ms: z.number().nullable(),
  heartbeat_at: z.string(),
  started_at: z.string(),
  /** Its devices found silent (connected, sent, heard nothing) and reconnected over the last 7 days. */
  silent_reconnects: count,
  /** A reconnect storm is going on there now (its campaigns' devices paused). */
  storm: z.boolean(),
});
export type FleetGateway = z.infer<typeof fleetGatewaySchema>;

export const fleetEventSchema = z.object({
  kind: z.enum(FLEET_EVENT_KINDS),
  at: z.string(),
  /** How many (463 refusals in the window; silent sessions reconnected in 7 days; 1 for a ban). */
  count,
  device_id: z.string(),
  device_name: z.string(),
  phone_number: z.string().nullable(),
  account_id: z.string(),
  account_name: z.string(),
  gateway: z.string().nullable(),
});
export type FleetEvent = z.infer<typeof fleetEventSchema>;

export const fleetDeviceSchema = z.object({
  device_id: z.string(),
  device_name: z.string(),
  phone_number: z.string().nullable(),
  state: z.enum(DEVICE_STATES),
  account_id: z.string(),
  account_name: z.string(),
  gateway: z.string().nullable(),
  score: z.number().int(),
  level: z.enum(DEVICE_HEALTH_LEVELS),
  reasons: z.array(deviceHealthReasonSchema),
});
export type FleetDevice = z.infer<typeof fleetDeviceSchema>;

/**
 * What happened to a whole gateway at once (`gateway_incidents`): a reconnect storm, many of its
 * devices failing together (a WhatsApp protocol change, the gateway's network).
 */
export const GATEWAY_INCIDENT_KINDS = ['reconnect_storm'] as const;
export type GatewayIncidentKind = (typeof GATEWAY_INCIDENT_KINDS)[number];

export const fleetIncidentSchema = z.object({
  id: z.string(),
  gateway: z.string(),
  kind: z.enum(GATEWAY_INCIDENT_KINDS),
  /** Devices that failed during it, and the running campaigns it paused. */
  devices: count,
  campaigns_paused: count,
  started_at: z.string(),
  /** Null while it goes on. */
  ended_at: z.string().nullable(),
});
export type FleetIncident = z.infer<typeof fleetIncidentSchema>;

export const fleetSchema = z.object({
  gateways: z.array(fleetGatewaySchema),
  /** Devices (matching the filters) per state, and per health level (`none`: not scored yet). */
  by_state: z.array(z.object({ state: z.enum(DEVICE_STATES), count })),
  by_level: z.array(z.object({ level: z.enum([...DEVICE_HEALTH_LEVELS, 'none']), count })),
  /** Bans, 463 refusals and silent sessions of the last 7 days, newest first (at most 50). */
  events: z.array(fleetEventSchema),
  /** The gateways' incidents of the last 7 days (matching the gateway filter), newest first (at most 20). */
  incidents: z.array(fleetIncidentSchema),
  /** The lowest scores (matching the filters), lowest first (at most 20). */
  lowest: z.array(fleetDeviceSchema),
});
export type Fleet = z.infer<typeof fleetSchema>;

import { GATEWAY_INCIDENT_KINDS, type GatewayIncidentKind } from '@siar/shared';
import { bigint, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { statusCheck } from './status-check.ts';
import { waDevices } from './wa-devices.ts';

/**
 * A gateway process: it connects devices, up to `capacity`. Alive while `heartbeat_at` is recent;
 * `stopped_at` is set when it shuts down on purpose.
 */
export const gateways = pgTable('gateways', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** What `gateway_subdomain_options` lists and a device may be pinned to. */
  name: text('name').notNull().unique(),
  address: text('address').notNull(),
  capacity: integer('capacity').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  /** What the process reported with its last heartbeat: memory, and its event loop's p99 delay. */
  rssBytes: bigint('rss_bytes', { mode: 'number' }),
  heapUsedBytes: bigint('heap_used_bytes', { mode: 'number' }),
  eventLoopP99Ms: real('event_loop_p99_ms'),
});

/**
 * Which gateway connects a device, until when. One row per device: a gateway takes a free or
 * lapsed lease in one conditional statement and renews it every few seconds, so a device is never
 * held by two at once; a dead gateway's leases lapse and another resumes the devices.
 */
export const waDeviceLeases = pgTable(
  'wa_device_leases',
  {
    deviceId: uuid('device_id')
      .primaryKey()
      .references(() => waDevices.id, { onDelete: 'cascade' }),
    gatewayId: uuid('gateway_id')
      .notNull()
      .references(() => gateways.id, { onDelete: 'cascade' }),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wa_device_leases_gateway_id_idx').on(t.gatewayId)],
);

/**
 * Something that struck a whole gateway (`whatsapp/gateway/reconnect-storm.ts`): a reconnect storm,
 * many of its devices failing within minutes. Open (`ended_at` null) while failures keep coming;
 * the staff's fleet view lists it with the devices it hit and the campaigns it paused.
 */
export const gatewayIncidents = pgTable(
  'gateway_incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gatewayId: uuid('gateway_id')
      .notNull()
      .references(() => gateways.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<GatewayIncidentKind>().notNull(),
    /** The devices that failed during it. */
    deviceIds: jsonb('device_ids').$type<string[]>().notNull(),
    campaignsPaused: integer('campaigns_paused').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('gateway_incidents_started_idx').on(t.startedAt),
    index('gateway_incidents_gateway_idx').on(t.gatewayId, t.startedAt),
    statusCheck('gateway_incidents_kind_check', t.kind, GATEWAY_INCIDENT_KINDS),
  ],
);

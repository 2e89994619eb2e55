import {
  DEVICE_STATES,
  type DeviceState,
  type EngineId,
  type SandboxFault,
  type SandboxFaultOptions,
} from '@siar/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { statusCheck } from './status-check.ts';

/**
 * A WhatsApp number of an account. `engine` says what connects it; `state` where its connection
 * stands (with `state_reason`, WhatsApp's or the engine's words); `paused` keeps it connected but
 * lets nothing send through it. One number is paired once in all of Siar.
 */
export const waDevices = pgTable(
  'wa_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    engine: text('engine').$type<EngineId>().notNull(),
    state: text('state').$type<DeviceState>().notNull(),
    stateReason: text('state_reason'),
    /** E.164, once paired. */
    phoneNumber: text('phone_number'),
    pushName: text('push_name'),
    paused: boolean('paused').notNull().default(false),
    /** A gateway's name to run on, or null for any. */
    gatewayPin: text('gateway_pin'),
    /** The QR (or pairing code) on offer while `state` is `pairing`, and until when. */
    pairingQr: text('pairing_qr'),
    pairingCode: text('pairing_code'),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true }),
    /** Pair by code typed on this phone (E.164) rather than by QR. */
    pairingPhone: text('pairing_phone'),
    /** Sandbox devices only: a fault to act out next (disconnect, logout, send failure, ban). */
    sandboxFault: text('sandbox_fault').$type<SandboxFault>(),
    /** The fault's settings (a lock's minutes, a cap's quota), when it takes any. */
    sandboxFaultOptions: jsonb('sandbox_fault_options').$type<SandboxFaultOptions>(),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wa_devices_account_id_idx').on(t.accountId, t.createdAt),
    statusCheck('wa_devices_state_check', t.state, DEVICE_STATES),
    // A WhatsApp number links once per account: another account may link it too (WhatsApp lets a
    // phone link several devices and decides), and no answer tells one account of another's. The
    // sandbox's test numbers route its simulated messages, so each links one sandbox device at a time.
    uniqueIndex('wa_devices_account_phone_number_key')
      .on(t.accountId, t.phoneNumber)
      .where(sql`${t.phoneNumber} is not null and ${t.engine} <> 'sandbox'`),
    uniqueIndex('wa_devices_sandbox_phone_number_key')
      .on(t.phoneNumber)
      .where(sql`${t.phoneNumber} is not null and ${t.engine} = 'sandbox'`),
  ],
);

/**
 * An engine's auth state, one row per key (`creds`, or `<signal key type>-<id>`), written with
 * Baileys' BufferJSON so Buffers survive. Any gateway resumes a device from it; logging out
 * deletes every row of the device.
 */
export const waAuth = pgTable(
  'wa_auth',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => waDevices.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.key] })],
);

/** A WhatsApp user's LID and phone number (E.164): one person is one contact, however they write. */
export const waLidMappings = pgTable('wa_lid_mappings', {
  lid: text('lid').primaryKey(),
  phoneNumber: text('phone_number').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

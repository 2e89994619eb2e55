import {
  DEVICE_HEALTH_LEVELS,
  DEVICE_SIGNAL_KINDS,
  type DeviceHealthInputs,
  type DeviceHealthLevel,
  type DeviceHealthReason,
  type DeviceSignalKind,
} from '@siar/shared';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { gateways } from './gateways.ts';
import { statusCheck } from './status-check.ts';
import { waDevices } from './wa-devices.ts';

/**
 * A number's health now (modules/device-health): its score, the level it stands at (kept apart
 * from the score: climbing back takes a margin) and the reasons, from the inputs beside them.
 * Written for every device by the health job, in one statement.
 */
export const deviceHealth = pgTable(
  'device_health',
  {
    deviceId: uuid('device_id')
      .primaryKey()
      .references(() => waDevices.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    level: text('level').$type<DeviceHealthLevel>().notNull(),
    reasons: jsonb('reasons').$type<DeviceHealthReason[]>().notNull(),
    inputs: jsonb('inputs').$type<DeviceHealthInputs>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    levelChangedAt: timestamp('level_changed_at', { withTimezone: true }),
    previousLevel: text('previous_level').$type<DeviceHealthLevel>(),
  },
  (t) => [
    index('device_health_account_idx').on(t.accountId),
    index('device_health_score_idx').on(t.score),
    statusCheck('device_health_level_check', t.level, DEVICE_HEALTH_LEVELS),
  ],
);

/**
 * The daily history: one row per device and day (the account's day), the day's last score. The
 * job rewrites today's row at each run, so a day keeps one row however often it runs.
 */
export const deviceHealthDays = pgTable(
  'device_health_days',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => waDevices.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    level: text('level').$type<DeviceHealthLevel>().notNull(),
    reasons: jsonb('reasons').$type<DeviceHealthReason[]>().notNull(),
    /** Bans and 463 refusals in the window that day, for the staff's recent events. */
    bans: integer('bans').notNull().default(0),
    refusals463: integer('refusals_463').notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.day] }),
    index('device_health_days_account_idx').on(t.accountId, t.day),
    index('device_health_days_day_idx').on(t.day),
  ],
);

/**
 * What happened to a number that its health counts, as it happened: WhatsApp's final closes
 * (banned, logged out from the phone, replaced, unsupported) and, where an engine reports them,
 * blocks and reports, and silent sessions a gateway reconnected (with that gateway).
 */
export const deviceSignals = pgTable(
  'device_signals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => waDevices.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DeviceSignalKind>().notNull(),
    detail: text('detail'),
    /** The gateway that heard it, where that matters (a silent session: per gateway on the fleet view). */
    gatewayId: uuid('gateway_id').references(() => gateways.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('device_signals_at_idx').on(t.at),
    index('device_signals_device_idx').on(t.deviceId, t.at),
    index('device_signals_account_idx').on(t.accountId),
    statusCheck('device_signals_kind_check', t.kind, DEVICE_SIGNAL_KINDS),
  ],
);

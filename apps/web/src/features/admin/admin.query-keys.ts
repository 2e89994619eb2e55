import type { LiveTopicKeys } from '../live/live-topic-keys.ts';
import type { AuditLogParams, ListParams } from './admin-api.ts';

/**
 * The staff panel's query keys, one group per list (all under `['admin', …]`). Staff pairing a
 * customer's device hear that account's live `devices` topic, which asks `staffDeviceKeys.all` again.
 */
export const staffDeviceKeys = {
  all: ['admin', 'devices'] as const,
  device: (deviceId: string) => ['admin', 'devices', 'device', deviceId] as const,
  /** The live gateways' room: a new device takes some of it. */
  gateways: ['admin', 'devices', 'gateways'] as const,
};

export const adminAuditLogKeys = {
  all: ['admin', 'audit-log'] as const,
  list: (params: AuditLogParams) => ['admin', 'audit-log', 'list', params] as const,
};

export const adminCouponKeys = {
  all: ['admin', 'coupons'] as const,
  list: (params: ListParams) => ['admin', 'coupons', 'list', params] as const,
};

export const adminPaymentKeys = {
  all: ['admin', 'payments'] as const,
  list: (params: ListParams) => ['admin', 'payments', 'list', params] as const,
};

export const adminContactMessageKeys = {
  all: ['admin', 'contact-messages'] as const,
  list: (params: ListParams) => ['admin', 'contact-messages', 'list', params] as const,
};

export const adminSubscriptionKeys = {
  all: ['admin', 'subscriptions'] as const,
  list: (params: ListParams) => ['admin', 'subscriptions', 'list', params] as const,
  accounts: (search: string) => ['admin', 'accounts', search] as const,
};

/**
 * What a customer's live events ask again while staff pair a device for them (the Scan QR dialog):
 * each devices event, and a reconnection, ask the device again, so a new QR and the connection show
 * as they happen.
 */
export const STAFF_LIVE_TOPIC_KEYS: LiveTopicKeys = { devices: [staffDeviceKeys.all] };

import type { Device } from '@siar/shared';
import { isRunnable } from '../../whatsapp/device-states.ts';
import type { DeviceListRow } from './devices.repo.ts';

const iso = (value: string) => new Date(value).toISOString();

const GATEWAY_GONE = 'Its gateway stopped; another one takes it over shortly';

/**
 * A device as the page shows it. A device that wants a connection but whose lease lapsed (its
 * gateway died) shows as disconnected, whatever its row last said, until another gateway takes it.
 */
export function toDevice({ device, gateway, sentToday, limits }: DeviceListRow, inUse: boolean): Device {
  const orphaned = isRunnable(device.state) && device.state !== 'pairing' && !gateway;
  const pairing =
    device.state === 'pairing' && gateway && (device.pairingQr || device.pairingCode)
      ? {
          qr: device.pairingQr,
          code: device.pairingCode,
          expires_at: device.pairingExpiresAt?.toISOString() ?? null,
        }
      : null;
  return {
    id: device.id,
    name: device.name,
    engine: device.engine,
    state: orphaned ? 'disconnected' : device.state,
    state_reason: orphaned ? GATEWAY_GONE : device.stateReason,
    phone_number: device.phoneNumber,
    push_name: device.pushName,
    paused: device.paused,
    in_use: inUse,
    gateway,
    gateway_pin: device.gatewayPin,
    pairing,
    connected_at: device.connectedAt?.toISOString() ?? null,
    last_seen_at: device.lastSeenAt?.toISOString() ?? null,
    sent_today: sentToday,
    new_chats_locked_until: limits?.locked_until ? iso(limits.locked_until) : null,
    whatsapp_new_chat_cap:
      limits?.cap_total != null
        ? {
            total: limits.cap_total,
            used: Math.min(limits.cap_total, limits.cap_used ?? 0),
            ends_at: limits.cap_ends_at ? iso(limits.cap_ends_at) : null,
          }
        : null,
    created_at: device.createdAt.toISOString(),
  };
}

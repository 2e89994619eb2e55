import type { Device, PanelSelectOptions } from '@siar/shared';

/** A device as the API answers it: a connected real number unless told otherwise. */
export function device(values: Partial<Device> & { id: string }): Device {
  return {
    name: `Device ${values.id}`,
    engine: 'baileys',
    state: 'connected',
    state_reason: null,
    phone_number: '+6281234567890',
    push_name: 'Toko Sari',
    paused: false,
    in_use: false,
    gateway: 'gw-1',
    gateway_pin: null,
    pairing: null,
    connected_at: '2026-03-01T03:00:00.000Z',
    last_seen_at: '2026-03-01T04:00:00.000Z',
    sent_today: 0,
    new_chats_locked_until: null,
    whatsapp_new_chat_cap: null,
    created_at: '2026-03-01T02:00:00.000Z',
    ...values,
  };
}

/** A device pairing by QR, its code valid for `seconds` more. */
export function pairingDevice(id: string, qr: string, seconds = 60, values: Partial<Device> = {}): Device {
  return device({
    id,
    state: 'pairing',
    phone_number: null,
    push_name: null,
    connected_at: null,
    last_seen_at: null,
    pairing: { qr, code: null, expires_at: new Date(Date.now() + seconds * 1000).toISOString() },
    ...values,
  });
}

/** The select options of an account on a plan with `available` places left (null: unlimited). */
export function selectOptions(available: number | null, used = 0): PanelSelectOptions {
  return {
    contact_groups_options: [],
    content_templates_options: [],
    wa_devices_options: [],
    gateway_subdomain_options: [{ name: 'gw-1', address: 'http://gw-1.example', room: 150 }],
    total_available_wa_devices: available,
    total_used_wa_devices: used,
    engines: ['baileys', 'sandbox'],
  };
}

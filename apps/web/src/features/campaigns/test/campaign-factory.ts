import type { Campaign, PagedList, PanelSelectOptions, Recipient, RecipientCounts } from '@siar/shared';

export function counts(values: Partial<RecipientCounts> = {}): RecipientCounts {
  return { queued: 0, sending: 0, sent: 0, delivered: 0, read: 0, failed: 0, skipped: 0, ...values };
}

/** A campaign as the API answers it: a draft of 10 recipients unless told otherwise. */
export function campaign(values: Partial<Campaign> & { id: string }): Campaign {
  return {
    name: `Campaign ${values.id}`,
    status: 'draft',
    status_reason: null,
    template_id: 't1',
    template_name: 'Promo March',
    groups: [{ id: 'g1', name: 'Customers' }],
    devices: [{ id: 'd1', name: 'Kasir', state: 'connected', sent: 0, removed_reason: null }],
    scheduled_at: null,
    min_delay_seconds: 20,
    max_delay_seconds: 60,
    typing: true,
    skip_not_on_whatsapp: false,
    within_business_hours: false,
    daily_cap_per_device: null,
    window_start: null,
    window_end: null,
    total_recipients: 10,
    counts: counts({ queued: 10 }),
    replies: 0,
    progress: 0,
    started_at: null,
    finished_at: null,
    created_at: '2026-03-01T02:00:00.000Z',
    ...values,
  };
}

export function recipient(values: Partial<Recipient> & { id: string }): Recipient {
  return {
    contact_id: `c-${values.id}`,
    name: `Contact ${values.id}`,
    phone: '+6281200000001',
    state: 'queued',
    reason: null,
    skip_reason: null,
    device_name: null,
    text: null,
    sent_at: null,
    delivered_at: null,
    read_at: null,
    failed_at: null,
    ...values,
  };
}

/** A page of a long list, counted exactly. */
export function paged<T>(results: T[], count = results.length): PagedList<T> {
  return { count, count_is_estimate: false, count_exact_up_to: 10_000, results };
}

/** Select options with two groups, one template and devices in the states given. */
export function campaignOptions(values: Partial<PanelSelectOptions> = {}): PanelSelectOptions {
  return {
    contact_groups_options: [
      { id: '00000000-0000-4000-8000-0000000000a1', name: 'Customers' },
      { id: '00000000-0000-4000-8000-0000000000a2', name: 'Resellers' },
    ],
    content_templates_options: [{ id: '00000000-0000-4000-8000-0000000000b1', name: 'Promo March' }],
    wa_devices_options: [
      { id: '00000000-0000-4000-8000-0000000000c1', name: 'Kasir', engine: 'baileys', state: 'connected' },
      {
        id: '00000000-0000-4000-8000-0000000000c2',
        name: 'Gudang',
        engine: 'sandbox',
        state: 'disconnected',
      },
    ],
    gateway_subdomain_options: [],
    total_available_wa_devices: 3,
    total_used_wa_devices: 2,
    engines: ['baileys', 'sandbox'],
    ...values,
  };
}

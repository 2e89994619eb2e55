import type { Campaign, OutboxState, Recipient, RecipientCounts, SkipReason } from '@siar/shared';
import { SKIP_REASONS } from '@siar/shared';
import type { CampaignRow } from './campaigns.repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const FINAL: readonly OutboxState[] = ['sent', 'delivered', 'read', 'failed', 'skipped'];

export function toCounts(counts: Partial<Record<OutboxState, number>> = {}): RecipientCounts {
  return {
    queued: counts.queued ?? 0,
    sending: counts.sending ?? 0,
    sent: counts.sent ?? 0,
    delivered: counts.delivered ?? 0,
    read: counts.read ?? 0,
    failed: counts.failed ?? 0,
    skipped: counts.skipped ?? 0,
  };
}

export function toCampaign(
  row: CampaignRow,
  extra: {
    counts?: Partial<Record<OutboxState, number>>;
    replies?: number;
    templateName: string | null;
    groups: { id: string; name: string }[];
    devices: Campaign['devices'];
  },
): Campaign {
  const counts = toCounts(extra.counts);
  const done = FINAL.reduce((sum, state) => sum + counts[state], 0);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    status_reason: row.statusReason,
    template_id: row.templateId,
    template_name: extra.templateName,
    groups: extra.groups,
    devices: extra.devices,
    scheduled_at: iso(row.scheduledAt),
    min_delay_seconds: row.minDelaySeconds,
    max_delay_seconds: row.maxDelaySeconds,
    typing: row.typing,
    skip_not_on_whatsapp: row.skipNotOnWhatsapp,
    within_business_hours: row.withinBusinessHours,
    daily_cap_per_device: row.dailyCapPerDevice,
    window_start: row.windowStart,
    window_end: row.windowEnd,
    total_recipients: row.totalRecipients,
    counts,
    replies: extra.replies ?? 0,
    progress: row.totalRecipients > 0 ? Math.round((done / row.totalRecipients) * 1000) / 10 : 0,
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
    created_at: row.createdAt.toISOString(),
  };
}

function skipReasonOf(state: OutboxState, reason: string | null): SkipReason | null {
  if (state !== 'skipped') return null;
  return (SKIP_REASONS as readonly string[]).includes(reason ?? '') ? (reason as SkipReason) : null;
}

export function toRecipient(entry: {
  row: {
    id: string;
    contactId: string | null;
    toPhone: string;
    state: OutboxState;
    failureReason: string | null;
    text: string | null;
    sentAt: Date | null;
    deliveredAt: Date | null;
    readAt: Date | null;
    failedAt: Date | null;
  };
  contactName: string | null;
  deviceName: string | null;
}): Recipient {
  const { row } = entry;
  return {
    id: row.id,
    contact_id: row.contactId,
    name: entry.contactName ?? '',
    phone: row.toPhone,
    state: row.state,
    reason: row.state === 'failed' || row.state === 'skipped' ? row.failureReason : null,
    skip_reason: skipReasonOf(row.state, row.failureReason),
    device_name: entry.deviceName,
    text: row.text,
    sent_at: iso(row.sentAt),
    delivered_at: iso(row.deliveredAt),
    read_at: iso(row.readAt),
    failed_at: row.state === 'failed' ? iso(row.failedAt) : null,
  };
}

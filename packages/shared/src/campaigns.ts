/**
 * A campaign's life: `draft` until started, `scheduled` until its time, `running` while its
 * recipients are sent, `paused` by the customer or because no device is left, then `completed`
 * (every recipient has a final state) or `cancelled`.
 */
export const CAMPAIGN_STATUSES = [
  'draft',
  'scheduled',
  'running',
  'paused',
  'completed',
  'cancelled',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Why a recipient was skipped rather than sent to. */
export const SKIP_REASONS = ['opted_out', 'not_on_whatsapp', 'invalid_number', 'cancelled'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** Consecutive failed sends after which a device is taken out of a campaign's rotation. */
export const BAN_RISK_FAILURES_IN_A_ROW = 5;

/** Replies that opt a contact out, compared after trimming and upper-casing (en, id, bn, my). */
export const OPT_OUT_WORDS = [
  'STOP',
  'BERHENTI',
  'STOP ALL',
  'UNSUBSCRIBE',
  'বন্ধ',
  'থামুন',
  'ရပ်',
  'ရပ်ပါ',
] as const;

/**
 * Why the product paused or ended a campaign (`status_reason`; the page translates the code):
 * every device was taken out of its rotation, its groups had no one to send to at its scheduled
 * time, or its template was deleted before then.
 */
export const CAMPAIGN_STATUS_REASONS = ['no_device_left', 'no_recipients', 'template_deleted'] as const;
export type CampaignStatusReason = (typeof CAMPAIGN_STATUS_REASONS)[number];

/**
 * Why a device was taken out of a campaign's rotation (`removed_reason`, a code the page
 * translates): WhatsApp banned, restricted or unlinked the number, another session replaced it,
 * it was deleted, or too many sends failed in a row.
 */
export const DEVICE_REMOVAL_REASONS = [
  'banned',
  'restricted',
  'logged_out',
  'replaced',
  'unsupported',
  'deleted',
  'failures_in_a_row',
] as const;
export type DeviceRemovalReason = (typeof DEVICE_REMOVAL_REASONS)[number];

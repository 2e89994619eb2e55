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

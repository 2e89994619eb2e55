import type { Language } from './languages.ts';
import { canMove, type Moves, statusesBefore } from './state-machines.ts';

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

/**
 * Which status may follow which: the server refuses any other move (a bug in its caller), and
 * derives the SQL of its set-based moves (completing, pausing for want of a device) from here.
 * A paused campaign goes back to `scheduled` when its time has not come yet.
 */
export const CAMPAIGN_MOVES = {
  draft: ['scheduled', 'running', 'cancelled'],
  scheduled: ['running', 'paused', 'cancelled'],
  running: ['paused', 'completed', 'cancelled'],
  paused: ['running', 'scheduled', 'completed', 'cancelled'],
  completed: [],
  cancelled: [],
} as const satisfies Moves<CampaignStatus>;

export function canMoveCampaign(from: CampaignStatus, to: CampaignStatus): boolean {
  return canMove<CampaignStatus>(CAMPAIGN_MOVES, from, to);
}

/** The statuses a campaign may reach `to` from. */
export function campaignStatusesBefore(to: CampaignStatus): CampaignStatus[] {
  return statusesBefore<CampaignStatus>(CAMPAIGN_MOVES, to);
}

/** Why a recipient was skipped rather than sent to. */
export const SKIP_REASONS = ['opted_out', 'not_on_whatsapp', 'invalid_number', 'cancelled'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** Consecutive failed sends after which a device is taken out of a campaign's rotation. */
export const BAN_RISK_FAILURES_IN_A_ROW = 5;

/** Replies that opt a contact out when they are the whole message, in any case, punctuation aside (en, id, bn, my). */
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
 * Phrasings that opt a contact out anywhere in a message, by language, compared in lower case with
 * punctuation as spaces. `…` stands for up to three words ("jangan kirim … lagi" takes "jangan kirim
 * pesan ini lagi"). Burmese is written without spaces between words, so its phrases match inside
 * the text with spaces ignored. A phrase is never a bare verb ("stop", "berhenti"): "jangan
 * berhenti" or "when do you stop serving lunch?" must not opt anyone out.
 */
export const OPT_OUT_PHRASES = {
  en: [
    'unsubscribe',
    'stop sending',
    'stop messaging',
    'stop texting',
    'stop contacting me',
    'stop all messages',
    'opt me out',
    'opt out',
    'remove me from … list',
    'dont send … anymore',
    'do not send … anymore',
    'dont message me',
    'do not message me',
    'dont contact me',
    'do not contact me',
    'no more messages',
  ],
  id: [
    'berhenti berlangganan',
    'berhenti kirim',
    'berhenti mengirim',
    'stop kirim',
    'stop berlangganan',
    'jangan kirim … lagi',
    'jangan kirimi … lagi',
    'jangan kirim pesan',
    'jangan kirimi saya',
    'jangan hubungi saya',
    'gak usah kirim … lagi',
    'tidak usah kirim … lagi',
    'hapus nomor saya',
    'keluarkan saya dari … daftar',
  ],
  bn: [
    'আনসাবস্ক্রাইব',
    'সাবস্ক্রিপশন বাতিল',
    'মেসেজ পাঠানো বন্ধ',
    'বার্তা পাঠানো বন্ধ',
    'আর মেসেজ পাঠাবেন না',
    'আর বার্তা পাঠাবেন না',
    'আর পাঠাবেন না',
    'মেসেজ পাঠাবেন না',
    'আমাকে আর মেসেজ দিবেন না',
    'তালিকা থেকে আমাকে বাদ দিন',
  ],
  my: ['စာမပို့ပါနဲ့', 'မပို့ပါနဲ့တော့', 'ထပ်မပို့ပါနဲ့', 'မက်ဆေ့ချ်မပို့ပါနဲ့', 'မက်ဆေ့မပို့ပါနဲ့', 'စာရင်းမှထွက်', 'စာရင်းပယ်ဖျက်', 'ဆက်မပို့ပါနဲ့'],
} as const satisfies Record<Language, readonly string[]>;

/**
 * Words that turn an opt-out phrase around: right before it in English and Indonesian ("don't stop
 * sending", "jangan berhenti kirim"), right after it in Bengali ("মেসেজ পাঠানো বন্ধ করবেন না").
 * Burmese puts its negation inside the verb (မရပ်ပါနဲ့), so its phrases already tell.
 */
export const OPT_OUT_NEGATIONS = {
  en: { before: ['dont', 'do not', 'never'], after: [] },
  id: { before: ['jangan', 'tidak', 'tak', 'gak', 'nggak', 'belum'], after: [] },
  bn: { before: [], after: ['করবেন না', 'করো না', 'কোরো না', 'করিস না'] },
  my: { before: [], after: [] },
} as const satisfies Record<Language, { before: readonly string[]; after: readonly string[] }>;

/**
 * Why the product paused or ended a campaign (`status_reason`; the page translates the code):
 * every device was taken out of its rotation, its groups had no one to send to at its scheduled
 * time, its template was deleted before then, or many of its gateway's devices failed at once
 * (a reconnect storm: paused rather than sent into a ban; only Resume starts it again).
 */
export const CAMPAIGN_STATUS_REASONS = [
  'no_device_left',
  'no_recipients',
  'template_deleted',
  'reconnect_storm',
] as const;
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

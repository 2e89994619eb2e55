/**
 * A message on its way out of a device (warmups, campaigns, chats). `queued` until due;
 * `sending` once a sender claimed it and fixed its WhatsApp id; then `sent`, `delivered`, `read`
 * as receipts arrive, or `failed` with a reason; `skipped` when it must not be sent at all (an
 * opted-out contact, a number not on WhatsApp, a cancelled campaign). Every move is recorded.
 */
export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** What put the message in the outbox (`campaign_test`: a campaign's template tried on one number). */
export const OUTBOX_PURPOSES = ['warmup', 'campaign', 'chat', 'api', 'campaign_test'] as const;
export type OutboxPurpose = (typeof OUTBOX_PURPOSES)[number];

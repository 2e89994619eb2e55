/**
 * A message on its way out of a device (warmups, campaigns, chats). `queued` until due;
 * `sending` once a sender claimed it and fixed its WhatsApp id; then `sent`, `delivered`, `read`
 * as receipts arrive, or `failed` with a reason; `skipped` when it must not be sent at all (an
 * opted-out contact, a number not on WhatsApp, a cancelled campaign). Every move is recorded.
 */
export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * What put the message in the outbox (`campaign_test`: a campaign's template tried on one number;
 * `auto_reply`: a rule's answer to a contact's message).
 */
export const OUTBOX_PURPOSES = ['warmup', 'campaign', 'chat', 'api', 'campaign_test', 'auto_reply'] as const;
export type OutboxPurpose = (typeof OUTBOX_PURPOSES)[number];

/**
 * Which state may follow which. The server refuses any other move, and its set-based moves take
 * their "from" states from here. A message moves forward only (a late "delivered" never undoes a
 * "read"); `sending → queued` is a try that did not reach WhatsApp or a batch given back untried;
 * `queued → sent/delivered/read/failed` is a receipt for an earlier try of the same WhatsApp id;
 * `failed → sent/delivered/read` is a receipt proving that an interrupted send went out after all.
 */
export const OUTBOX_MOVES = {
  queued: ['sending', 'sent', 'delivered', 'read', 'failed', 'skipped'],
  sending: ['queued', 'sent', 'delivered', 'read', 'failed', 'skipped'],
  sent: ['delivered', 'read', 'failed'],
  delivered: ['read', 'failed'],
  read: [],
  failed: ['sent', 'delivered', 'read'],
  skipped: [],
} as const satisfies Record<OutboxState, readonly OutboxState[]>;

export function canMoveOutbox(from: OutboxState, to: OutboxState): boolean {
  return (OUTBOX_MOVES[from] as readonly OutboxState[]).includes(to);
}

/** The states of a message that reached WhatsApp. */
export const WENT_OUT_STATES = ['sent', 'delivered', 'read'] as const satisfies readonly OutboxState[];

/** The states of a message still on its way (a campaign is done when none of its rows is in one). */
export const PENDING_OUTBOX_STATES = ['queued', 'sending'] as const satisfies readonly OutboxState[];

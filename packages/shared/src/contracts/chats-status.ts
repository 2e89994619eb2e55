import { z } from 'zod';

/**
 * A conversation's place in the team inbox: open (someone should answer), pending (waiting for the
 * contact), snoozed (until a time, or until the contact writes), resolved. A contact's message
 * reopens any of them; CONVERSATION_MOVES (status-moves.ts) lists the moves people make.
 */
export const CONVERSATION_STATUSES = ['open', 'pending', 'snoozed', 'resolved'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** The list's filter: one status, or every conversation. */
export const CONVERSATION_STATUS_FILTERS = [...CONVERSATION_STATUSES, 'all'] as const;
export type ConversationStatusFilter = (typeof CONVERSATION_STATUS_FILTERS)[number];
/** What the list shows when no status is asked for (as Chatwoot: the open ones). */
export const DEFAULT_CONVERSATION_STATUS_FILTER: ConversationStatusFilter = 'open';

export const conversationStatusSchema = z.object({
  status: z.enum(CONVERSATION_STATUSES, { error: 'conversation_status_invalid' }),
  /** Snoozed only: when it opens again (a time to come); absent or null: when the contact writes. */
  snoozed_until: z.iso.datetime({ offset: true, error: 'invalid_date' }).nullish(),
});
export type ConversationStatusInput = z.infer<typeof conversationStatusSchema>;

export const conversationCountsQuerySchema = z.object({
  channel_id: z.uuid({ error: 'channel_not_found' }).optional(),
});

/**
 * Counts stop here: a count past it says only "more" (the tab shows 999+), so a million resolved
 * conversations cost what a thousand do.
 */
export const CONVERSATION_COUNT_CAP = 999;

/** How many conversations are in each status (the channel's, or every device's), up to the cap and one more. */
export const conversationCountsAnswerSchema = z.object({
  open: z.number().int(),
  pending: z.number().int(),
  snoozed: z.number().int(),
  resolved: z.number().int(),
});
export type ConversationCounts = z.infer<typeof conversationCountsAnswerSchema>;

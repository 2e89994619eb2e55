import { z } from 'zod';
import { PALETTE_COLORS } from './palette.ts';

/**
 * Labels: coloured tags of the account's, put on conversations and contacts by the team (and by
 * auto-reply rules); the inbox and the contacts list filter by them.
 */

export const MAX_LABELS = 100;
export const LABEL_NAME_MAX = 40;

export const labelIdParamsSchema = z.object({ label_id: z.uuid({ error: 'label_not_found' }) });
export const conversationLabelParamsSchema = labelIdParamsSchema.extend({
  conversation_id: z.uuid({ error: 'conversation_not_found' }),
});

export const labelSchema = z.object({
  name: z.string({ error: 'label_name_required' }).trim().min(1, 'label_name_required').max(LABEL_NAME_MAX),
  color: z.enum(PALETTE_COLORS, { error: 'invalid_choice' }),
});
export type LabelInput = z.infer<typeof labelSchema>;

/** The label to put on a conversation or a contact. */
export const addLabelSchema = z.object({ label_id: z.uuid({ error: 'label_not_found' }) });

/** A label as a conversation or a contact shows it. */
export const labelRefSchema = z.object({
  label_id: z.string(),
  name: z.string(),
  color: z.enum(PALETTE_COLORS),
});
export type LabelRef = z.infer<typeof labelRefSchema>;

export const labelsAnswerSchema = z.object({ results: z.array(labelRefSchema) });

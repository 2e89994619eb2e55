import { z } from 'zod';
import { inboxMemberSchema } from './chats-assignment.ts';

/**
 * Private notes: written in a thread for the team, never sent to the contact. A note names members
 * (@mentions); each named member is told in the panel and by a live event.
 */

export const NOTE_TEXT_MAX = 4096;
export const MAX_NOTE_MENTIONS = 20;

export const conversationNoteSchema = z.object({
  text: z.string({ error: 'note_text_required' }).trim().min(1, 'note_text_required').max(NOTE_TEXT_MAX),
  /** The members named in the text (the composer's @ picker sends their ids). */
  mention_ids: z
    .array(z.uuid({ error: 'team_member_not_found' }), { error: 'not_a_list' })
    .max(MAX_NOTE_MENTIONS)
    .default([]),
});
export type ConversationNoteInput = z.input<typeof conversationNoteSchema>;

export const conversationNoteAnswerSchema = z.object({
  note_id: z.string(),
  /** Null once the author's user is deleted. */
  author: inboxMemberSchema.nullable(),
  text: z.string(),
  mentions: z.array(inboxMemberSchema),
  created_at: z.string(),
});
export type ConversationNote = z.infer<typeof conversationNoteAnswerSchema>;

/** A note that names the caller, as their notices list it. */
export const mentionAnswerSchema = z.object({
  mention_id: z.string(),
  conversation_id: z.string(),
  /** The conversation's contact as the caller may see it (name, else the number as shown). */
  conversation_title: z.string(),
  author: inboxMemberSchema.nullable(),
  text: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Mention = z.infer<typeof mentionAnswerSchema>;
export const mentionsAnswerSchema = z.object({
  /** The latest, newest first. */
  results: z.array(mentionAnswerSchema),
  unread: z.number().int(),
});
export type Mentions = z.infer<typeof mentionsAnswerSchema>;

export const mentionsReadSchema = z.object({
  /** The mentions to mark read; absent: every one of the caller's. */
  mention_ids: z
    .array(z.uuid({ error: 'invalid_id' }), { error: 'not_a_list' })
    .max(100)
    .optional(),
  /** Or every mention of the caller's in this conversation (opening it reads them). */
  conversation_id: z.uuid({ error: 'conversation_not_found' }).optional(),
});

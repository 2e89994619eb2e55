import { z } from 'zod';

/**
 * The team inbox's assignment: a conversation belongs to one member or to nobody. Agents see their
 * own and the unassigned ones unless the owner lets them see all; a channel may hand a contact's
 * new or reopened conversation to the next member online, in turn, below their limit.
 */

/** The list's views: every conversation the caller may see, the caller's own, nobody's. */
export const CONVERSATION_ASSIGNEE_FILTERS = ['all', 'mine', 'unassigned'] as const;
export type ConversationAssigneeFilter = (typeof CONVERSATION_ASSIGNEE_FILTERS)[number];

/** A member's presence, from their open tabs: a tab shown, only tabs hidden or idle, none. */
export const MEMBER_PRESENCES = ['online', 'away', 'offline'] as const;
export type MemberPresence = (typeof MEMBER_PRESENCES)[number];

export const conversationAssigneeSchema = z.object({
  /** The member to assign it to; null leaves it to nobody. */
  user_id: z.uuid({ error: 'team_member_not_found' }).nullable(),
});
export type ConversationAssigneeInput = z.infer<typeof conversationAssigneeSchema>;

/** A member as the inbox names them. */
export const inboxMemberSchema = z.object({ id: z.string(), name: z.string() });
export type InboxMember = z.infer<typeof inboxMemberSchema>;

/** A line between the thread's messages: who assigned the conversation to whom (by: null, auto). */
export const conversationEventSchema = z.object({
  id: z.number().int(),
  kind: z.literal('assigned'),
  from: inboxMemberSchema.nullable(),
  to: inboxMemberSchema.nullable(),
  by: inboxMemberSchema.nullable(),
  at: z.string(),
});
export type ConversationEvent = z.infer<typeof conversationEventSchema>;

/** The websocket's message from a tab: shown and in use, or hidden or idle a while. */
export const tabPresenceSchema = z.object({ presence: z.enum(['online', 'away']) });

/** The account's members as the inbox lists them (every member may read it): to assign, with presence. */
export const inboxMembersAnswerSchema = z.object({
  results: z.array(
    inboxMemberSchema.extend({
      presence: z.enum(MEMBER_PRESENCES),
      /** Their open conversations now. */
      open_conversations: z.number().int(),
    }),
  ),
});
export type InboxMembers = z.infer<typeof inboxMembersAnswerSchema>;

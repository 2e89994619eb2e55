// Kept apart from the schemas: a page that needs only where to call loads no zod.

const BASE = '/api/v1/cpanel/chats';

export const CHATS_PATHS = {
  /** GET the account's chat channels in their order, POST creates one. */
  channels: `${BASE}/channels/`,
  /** PUT edits a channel (name, colour, devices), DELETE removes it (its conversations stay). */
  channel: `${BASE}/channels/:channel_id/`,
  /** PUT the whole new order of the channels, saved at once. */
  channelsOrder: `${BASE}/channels-order/`,
  /** GET the quick replies, POST creates one. */
  quickReplies: `${BASE}/quick-replies/`,
  /** PUT edits a quick reply, DELETE removes it. */
  quickReply: `${BASE}/quick-replies/:quick_reply_id/`,
  /**
   * GET conversations, latest first (a channel's, or every device's), with search and paging; POST
   * starts one (or writes in the one there is) with a contact or a number.
   */
  conversations: `${BASE}/conversations/`,
  /** GET one conversation: the contact, the device, the counts. */
  conversation: `${BASE}/conversations/:conversation_id/`,
  /** GET the thread, a page of older messages by cursor; POST sends a text or an attachment. */
  messages: `${BASE}/conversations/:conversation_id/messages/`,
  /** POST sends a failed message again. */
  retry: `${BASE}/conversations/:conversation_id/messages/:message_id/retry/`,
  /** POST: the conversation was opened, its messages are read. */
  read: `${BASE}/conversations/:conversation_id/read/`,
  /** POST the conversation's status: open, pending, snoozed (until a time or the contact's message), resolved. */
  status: `${BASE}/conversations/:conversation_id/status/`,
  /** GET the account's members to assign conversations to, with their presence. */
  members: `${BASE}/members/`,
  /** POST the team member the conversation is assigned to (or nobody). */
  assignee: `${BASE}/conversations/:conversation_id/assignee/`,
  /** GET the account's labels with how many conversations and contacts carry each, POST creates one. */
  labels: `${BASE}/labels/`,
  /** PUT renames or recolours a label, DELETE removes it (from every conversation and contact). */
  label: `${BASE}/labels/:label_id/`,
  /** POST puts a label on the conversation. */
  conversationLabels: `${BASE}/conversations/:conversation_id/labels/`,
  /** DELETE takes the label off the conversation. */
  conversationLabel: `${BASE}/conversations/:conversation_id/labels/:label_id/`,
  /** POST a private note in the thread (the team's only, never sent), naming members to tell. */
  notes: `${BASE}/conversations/:conversation_id/notes/`,
  /** GET the caller's mentions in notes, unread first; POST …/read/ marks them read. */
  mentions: `${BASE}/mentions/`,
  /** POST marks the caller's mentions read: the ones named, or all. */
  mentionsRead: `${BASE}/mentions/read/`,
  /** GET how many conversations are in each status (a channel's, or every device's). */
  conversationCounts: `${BASE}/conversation-counts/`,
  /** POST while someone writes an answer (and when they stop): the contact sees "typing…". */
  typing: `${BASE}/conversations/:conversation_id/typing/`,
  /** GET the account's devices a channel may hold (agents may read it, unlike the select options). */
  devices: `${BASE}/devices/`,
  /** POST (sandbox devices only): a simulated contact writes to the device. */
  sandboxMessage: `${BASE}/sandbox-messages/`,
} as const;

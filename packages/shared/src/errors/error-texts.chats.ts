/** Chats: the inbox, channels, quick replies. English texts by code (see error-texts.ts). */
export const CHAT_ERROR_TEXTS = {
  // ---- chats ----
  channel_not_found: 'Chat channel not found.',
  channel_name_required: 'Please give the channel a name.',
  channel_devices_required: 'Choose at least one device for the channel.',
  channel_device_not_found: 'One of the chosen devices was not found.',
  channel_limit_reached: 'An account can have at most {{limit}} chat channels.',
  channel_order_mismatch: 'The order must list each of your chat channels exactly once.',
  quick_reply_not_found: 'Quick reply not found.',
  quick_reply_shortcut_invalid: 'Use 1 to 30 lowercase letters, digits, hyphens or underscores.',
  quick_reply_shortcut_taken: 'Another quick reply has this shortcut already.',
  quick_reply_text_required: 'Please write the reply.',
  conversation_not_found: 'Conversation not found.',
  conversation_status_invalid: 'Choose open, pending, snoozed or resolved.',
  conversation_snooze_past: 'Choose a time still to come for the snooze.',
  conversation_status_move_refused:
    'The conversation cannot move to this status from the one it is in now; load it again.',
  conversation_assignee_changed: 'Someone assigned this conversation meanwhile; load it again.',
  chat_message_not_found: 'Message not found.',
  chat_message_empty: 'Write a message or attach a file.',
  chat_message_not_failed: 'Only a message that failed can be sent again.',
  chat_cursor_invalid: 'This page link is not valid: load the list again.',
  chat_number_not_on_whatsapp: 'This number is not on WhatsApp.',
  sandbox_device_required: 'Choose one of your sandbox devices.',
  sandbox_device_not_connected: 'The sandbox device is not connected yet.',
} as const;

// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const NEW_CHAT_RAMP_PATHS = {
  /** GET the account's ramp of daily new-chat caps and where each device stands on it; PUT saves the steps. */
  ramp: '/api/v1/cpanel/wa-devices/new-chat-ramp/',
} as const;

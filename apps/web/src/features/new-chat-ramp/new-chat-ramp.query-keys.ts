/** Under the devices' keys: a live `devices` event refreshes the devices' steps and counts too. */
export const newChatRampKeys = {
  ramp: ['devices', 'new-chat-ramp'] as const,
};

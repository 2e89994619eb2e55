/** The inbox's keyboard shortcuts, as Gmail and Chatwoot have them; the help overlay lists these. */
export const INBOX_SHORTCUTS = [
  { hotkey: 'j', keys: ['J'], action: 'next' },
  { hotkey: 'k', keys: ['K'], action: 'previous' },
  { hotkey: 'e', keys: ['E'], action: 'resolve' },
  { hotkey: 's', keys: ['S'], action: 'snooze' },
  { hotkey: 'a', keys: ['A'], action: 'assignToMe' },
  { hotkey: 'r', keys: ['R'], action: 'reply' },
  { hotkey: '/', keys: ['/'], action: 'quickReplies' },
  { hotkey: 'shift+?', keys: ['?'], action: 'help' },
] as const;

export type InboxShortcutAction = (typeof INBOX_SHORTCUTS)[number]['action'];

/** The conversation after (or before) the open one in the list; the first when none is open. */
export function neighbour(ids: readonly string[], current: string | null, step: 1 | -1): string | undefined {
  if (ids.length === 0) return undefined;
  const at = current ? ids.indexOf(current) : -1;
  if (at < 0) return ids[0];
  return ids[Math.min(ids.length - 1, Math.max(0, at + step))];
}

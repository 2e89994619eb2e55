/** The snooze menu's choices, in the browser's time: an hour from now, tomorrow 9:00, next Monday 9:00. */
export type SnoozeChoice = 'hour' | 'tomorrow' | 'nextWeek' | 'untilReply';

export const SNOOZE_CHOICES: readonly SnoozeChoice[] = ['hour', 'tomorrow', 'nextWeek', 'untilReply'];

/** When the choice wakes the conversation; null: when the contact writes. */
export function snoozeUntil(choice: SnoozeChoice, now = new Date()): Date | null {
  if (choice === 'untilReply') return null;
  if (choice === 'hour') return new Date(now.getTime() + 60 * 60 * 1000);
  const at = new Date(now);
  at.setHours(9, 0, 0, 0);
  if (choice === 'tomorrow') at.setDate(at.getDate() + 1);
  // Next week: the coming Monday (a week on, from a Monday).
  else at.setDate(at.getDate() + ((8 - at.getDay()) % 7 || 7));
  return at;
}

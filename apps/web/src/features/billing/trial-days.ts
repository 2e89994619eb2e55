const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days of the trial left, counting today's part as a day ("1 day left" on its last day). */
export function trialDaysLeft(endDate: string, now = new Date()): number {
  return Math.max(0, Math.ceil((new Date(endDate).getTime() - now.getTime()) / DAY_MS));
}

import type { Moves } from './state-machines.ts';

// Recurring broadcasts: a template to groups through devices on an RFC 5545 RRULE.

/** A series runs its occurrences while active; paused skips them until resumed; ended is final. */
export const RECURRING_STATUSES = ['active', 'paused', 'ended'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

export const RECURRING_MOVES = {
  active: ['paused', 'ended'],
  paused: ['active', 'ended'],
  ended: [],
} as const satisfies Moves<RecurringStatus>;

/**
 * An occurrence the rule gives is planned (no row); a row records what became of one: moved to
 * another time, skipped by the customer, started (its campaign made, once), or missed (due while
 * Siar was down and past its window when it came back).
 */
export const OCCURRENCE_STATES = ['moved', 'skipped', 'started', 'missed'] as const;
export type OccurrenceState = (typeof OCCURRENCE_STATES)[number];

export const OCCURRENCE_MOVES = {
  moved: ['moved', 'skipped', 'started', 'missed'],
  skipped: ['moved'],
  started: [],
  missed: [],
} as const satisfies Moves<OccurrenceState>;

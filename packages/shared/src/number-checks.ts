import type { Moves } from './state-machines.ts';

// Checking whether numbers are on WhatsApp: paced, cached on the contact, with progress.

/** What a check was asked for: some contacts, a group, an import's contacts, or the REST API's numbers. */
export const NUMBER_CHECK_SOURCES = ['contacts', 'group', 'import', 'api'] as const;
export type NumberCheckSource = (typeof NUMBER_CHECK_SOURCES)[number];

/** A check waits its turn, runs at the pace the devices allow, and ends completed or cancelled. */
export const NUMBER_CHECK_STATUSES = ['queued', 'running', 'completed', 'cancelled'] as const;
export type NumberCheckStatus = (typeof NUMBER_CHECK_STATUSES)[number];

export const NUMBER_CHECK_MOVES = {
  queued: ['running', 'cancelled'],
  running: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
} as const satisfies Moves<NumberCheckStatus>;

/** One number's answer: on WhatsApp, not on it. */
export const NUMBER_CHECK_RESULTS = ['on_whatsapp', 'not_on_whatsapp'] as const;
export type NumberCheckResult = (typeof NUMBER_CHECK_RESULTS)[number];

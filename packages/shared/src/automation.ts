// Auto-replies and business hours: the words both the server and the browser use.

/**
 * What makes a rule answer: a keyword, a regular expression, a contact's first message ever
 * (welcome), any message while the business is closed (away), or nothing else matching (fallback).
 */
export const AUTO_REPLY_TRIGGERS = ['keyword', 'regex', 'welcome', 'away', 'fallback'] as const;
export type AutoReplyTrigger = (typeof AUTO_REPLY_TRIGGERS)[number];

/** How a keyword matches the message: all of it, anywhere in it, or at its start. */
export const KEYWORD_MATCH_MODES = ['exact', 'contains', 'starts_with'] as const;
export type KeywordMatchMode = (typeof KEYWORD_MATCH_MODES)[number];

/** Which devices a rule listens on: all of the account's, some of them, or a chat channel's. */
export const AUTO_REPLY_SCOPES = ['all', 'devices', 'channel'] as const;
export type AutoReplyScope = (typeof AUTO_REPLY_SCOPES)[number];

/** A rule's optional action on the contact's opt-out. */
export const AUTO_REPLY_OPT_ACTIONS = ['out', 'in'] as const;
export type AutoReplyOptAction = (typeof AUTO_REPLY_OPT_ACTIONS)[number];

export const AUTO_REPLY_LIMITS = {
  rulesPerAccount: 200,
  keywordsPerRule: 50,
  keywordLength: 100,
  patternLength: 300,
  /** A regular expression gets this long on one message; past it the rule does not match. */
  patternTimeMs: 20,
  nameLength: 100,
  /** Seconds of "typing…" before an answer: a random value between the rule's bounds. */
  maxDelaySeconds: 60,
  defaultMinDelaySeconds: 2,
  defaultMaxDelaySeconds: 6,
  /** Welcome and away: at most one per contact per rule within this many hours. */
  defaultOnceWindowHours: 24,
  maxOnceWindowHours: 24 * 30,
  /** Automatic answers per conversation per hour, so two bots cannot loop. */
  defaultMaxPerConversationHour: 3,
  maxPerConversationHour: 50,
  /** A human's answer in the inbox stops the fallback in that conversation for this long. */
  defaultHumanPauseMinutes: 60,
  maxHumanPauseMinutes: 24 * 60,
  /** Messages older than this when they arrive (a backlog after a reconnect) get no answer. */
  staleMinutes: 10,
} as const;

/** An open span of a day, `HH:MM` to `HH:MM` in the account's time zone (`24:00` ends the day). */
export interface OpenSpan {
  start: string;
  end: string;
}

/** Seven days, Monday first (ISO weekday 1 to 7), each its open spans; an empty day is closed. */
export type WeeklySpans = [
  OpenSpan[],
  OpenSpan[],
  OpenSpan[],
  OpenSpan[],
  OpenSpan[],
  OpenSpan[],
  OpenSpan[],
];

export const BUSINESS_HOURS_LIMITS = {
  spansPerDay: 6,
  exceptions: 366,
  exceptionNameLength: 100,
} as const;

import { AUTO_REPLY_LIMITS } from '@siar/shared';
import safeRegex from 'safe-regex2';
import { type PatternSource, PatternWorker } from './pattern-worker.ts';

// Regular expressions written by customers run on every message a contact sends: refused at save
// when they cannot compile or nest repetitions (`(a+)+`, catastrophic backtracking), and run on a
// thread of their own with a time limit, so one that slips through costs a message its match, not
// the gateway its event loop.

/** The message as far as patterns read it: enough for any real rule, short enough to bound the work. */
const MAX_TEXT = 4096;

/** Why a pattern is refused at save, or null when it is fine. */
export function patternProblem(
  pattern: string,
): { code: 'auto_reply_pattern_invalid'; reason: string } | { code: 'auto_reply_pattern_unsafe' } | null {
  try {
    new RegExp(pattern, 'iu');
  } catch (error) {
    const reason =
      error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : 'invalid';
    return { code: 'auto_reply_pattern_invalid', reason };
  }
  return safeRegex(pattern) ? null : { code: 'auto_reply_pattern_unsafe' };
}

/** A saved pattern compiled as it matches: case-insensitive, Unicode; null when it cannot compile any more. */
export function compilePattern(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'iu');
  } catch {
    return null;
  }
}

const worker = new PatternWorker();
const sourceOf = (pattern: RegExp): PatternSource => ({ source: pattern.source, flags: pattern.flags });

/**
 * One pattern on its own, given a second try: a busy machine can pause the thread past the limit
 * while a simple pattern runs; a pattern that backtracks runs out of time both times.
 */
function runAlone(pattern: PatternSource, input: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    const hits = worker.match([pattern], input, AUTO_REPLY_LIMITS.patternTimeMs);
    if (hits) return hits[0] === true;
  }
  return false;
}

/**
 * Which of the patterns match the text, each within the time limit: one guarded run for all of
 * them; when that runs out of time, each again on its own, and the slow one does not match.
 */
export function patternsMatch(patterns: RegExp[], text: string): boolean[] {
  if (patterns.length === 0) return [];
  const input = text.slice(0, MAX_TEXT);
  const sources = patterns.map(sourceOf);
  return (
    worker.match(sources, input, AUTO_REPLY_LIMITS.patternTimeMs) ??
    sources.map((pattern) => runAlone(pattern, input))
  );
}

import vm from 'node:vm';
import { AUTO_REPLY_LIMITS } from '@siar/shared';
import safeRegex from 'safe-regex2';

// Regular expressions written by customers run on every message a contact sends: refused at save
// when they cannot compile or nest repetitions (`(a+)+`, catastrophic backtracking), and run in a
// V8 context with a time limit, so one that slips through costs a message its match, not the
// gateway its event loop.

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

const context = vm.createContext({ patterns: [] as RegExp[], text: '' });
const matchAll = new vm.Script('patterns.map((pattern) => pattern.test(text))');

function runLimited(patterns: RegExp[], text: string): boolean[] {
  context.patterns = patterns;
  context.text = text;
  try {
    return matchAll.runInContext(context, { timeout: AUTO_REPLY_LIMITS.patternTimeMs }) as boolean[];
  } finally {
    context.patterns = [];
    context.text = '';
  }
}

/**
 * One pattern on its own, given a second try: a busy machine can pause the process past the limit
 * while a simple pattern runs; a pattern that backtracks runs out of time both times.
 */
function runAlone(pattern: RegExp, input: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return runLimited([pattern], input)[0] === true;
    } catch {
      // Out of time: once more, then it does not match.
    }
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
  for (const pattern of patterns) pattern.lastIndex = 0;
  try {
    return runLimited(patterns, input);
  } catch {
    return patterns.map((pattern) => runAlone(pattern, input));
  }
}

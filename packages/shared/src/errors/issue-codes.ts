import { z } from 'zod';
import type { ErrorCode, ErrorRef } from './error-texts.ts';

// The shared schemas name their messages by error code (`{ error: 'email_invalid' }`); zod's own
// checks get a code here. Pass `ISSUE_CODES` as the `error` option of every parse whose messages a
// person reads (the server's validator does), so that every issue's message is a code.

type Issue = z.core.$ZodRawIssue;

function typeCode(expected: string, input: unknown): ErrorCode {
  switch (expected) {
    case 'int':
      return typeof input === 'number' && Number.isFinite(input) ? 'not_an_integer' : 'not_a_number';
    case 'number':
    case 'bigint':
      return 'not_a_number';
    case 'string':
      return 'not_text';
    case 'boolean':
      return 'not_a_boolean';
    case 'array':
      return 'not_a_list';
    case 'date':
      return 'invalid_date';
    default:
      return 'invalid';
  }
}

function codeOf(issue: Issue): ErrorCode {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'required';
      return typeCode(issue.expected, issue.input);
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : issue.origin === 'number' ? 'too_large' : 'invalid';
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'required' : 'too_short';
      return issue.origin === 'number' ? 'too_small' : 'invalid';
    case 'invalid_format':
      if (issue.format === 'email') return 'email_invalid';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'invalid_id';
      if (issue.format === 'datetime' || issue.format === 'date') return 'invalid_date';
      return 'invalid';
    case 'invalid_value':
      return 'invalid_choice';
    case 'invalid_union':
      return 'invalid';
    case 'not_multiple_of':
      return 'not_an_integer';
    default:
      return 'invalid';
  }
}

/** The `error` option for a parse: zod's own checks answer a code instead of English. */
export const ISSUE_CODES = (issue: Issue): string => codeOf(issue);

/** A schema's message is a code of the catalogue (zod's own English never has this shape). */
const CODE_SHAPE = /^[a-z][a-z0-9_]{0,80}$/;

/**
 * The code and parameters of a finished issue (its message is a code, or is read as `invalid`).
 * The shape decides, not the catalogue, so a browser page parsing a form carries no English texts.
 */
export function issueRef(issue: z.core.$ZodIssue): ErrorRef {
  const code = CODE_SHAPE.test(issue.message) ? (issue.message as ErrorCode) : 'invalid';
  if (code === 'too_long' || code === 'too_large') {
    return { code, params: { maximum: Number((issue as { maximum?: unknown }).maximum) } };
  }
  if (code === 'too_short' || code === 'too_small') {
    return { code, params: { minimum: Number((issue as { minimum?: unknown }).minimum) } };
  }
  return { code };
}

/** Makes every parse answer codes by default: for the browser, whose forms parse in many places. */
export function answerIssuesWithCodes(): void {
  z.config({ customError: ISSUE_CODES });
}

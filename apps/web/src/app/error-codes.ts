import type { ErrorCode } from '@siar/shared';

// The browser reads a server error's code without the whole English catalogue (most of it is the
// panels', which the first page must not carry): a code has a code's shape, and the locale files
// say whether it is known (translateMessage).

/** Whether a body's `code` is shaped like one of the catalogue's codes. */
export function looksLikeErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && /^[a-z][a-z0-9_]{0,80}$/.test(value);
}

import type { TFunction } from 'i18next';
import { ApiError } from '../../api/api-error.ts';
import { translateMessage } from '../../app/messages.ts';

/** The server's word on the form's fields (a slug already taken), or null when it spoke of none. */
export function fieldErrorsOf(
  t: TFunction,
  error: unknown,
  names: readonly string[],
): Record<string, string> | null {
  const fields = error instanceof ApiError ? error.fieldCodes : {};
  const named = Object.keys(fields).filter((name) => names.includes(name));
  if (named.length === 0) return null;
  return Object.fromEntries(
    named.map((name) => [name, fields[name]?.[0] ? translateMessage(t, fields[name][0]) : '']),
  );
}

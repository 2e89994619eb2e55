import type { ErrorRef } from '@siar/shared';
import { ApiError } from '../../api/api-error.ts';
import { looksLikeErrorCode } from '../../app/error-codes.ts';

const FORM_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof FORM_FIELDS)[number];

export interface ContactFailure {
  /** The codes of the form's fields the server refused. */
  fields: Partial<Record<ContactField, ErrorRef>>;
  /** The server's reason for anything else (captcha, too many messages), if it gave one. */
  reason?: ErrorRef;
}

/**
 * What a failed contact message tells the visitor, besides the spec's 'Sorry, there was an error
 * sending your message. Please try again.': which field to fix, or why it was refused.
 */
export function contactFailure(error: unknown): ContactFailure {
  if (!(error instanceof ApiError) || error.isNetworkError) return { fields: {} };
  const codes = error.fieldCodes;
  const fields: ContactFailure['fields'] = {};
  for (const field of FORM_FIELDS) {
    const ref = codes[field]?.[0];
    if (ref) fields[field] = ref;
  }
  const reason =
    codes.captcha?.[0] ??
    codes.non_field_errors?.[0] ??
    (error.status === 429 && looksLikeErrorCode(error.reason?.code) ? error.reason : undefined);
  return reason ? { fields, reason } : { fields };
}

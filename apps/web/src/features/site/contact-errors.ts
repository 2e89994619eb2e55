import { ApiError, firstErrorMessage } from '../../api/api-error.ts';

const FORM_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof FORM_FIELDS)[number];

export interface ContactFailure {
  /** English messages of the form's fields the server refused. */
  fields: Partial<Record<ContactField, string>>;
  /** The server's English reason for anything else (captcha, too many messages), if it gave one. */
  reason?: string;
}

/**
 * What a failed contact message tells the visitor, besides the spec's 'Sorry, there was an error
 * sending your message. Please try again.': which field to fix, or why it was refused.
 */
export function contactFailure(error: unknown): ContactFailure {
  if (!(error instanceof ApiError) || error.isNetworkError) return { fields: {} };
  const fieldErrors = error.fieldErrors;
  const fields: ContactFailure['fields'] = {};
  for (const field of FORM_FIELDS) {
    const message = fieldErrors[field]?.[0];
    if (message) fields[field] = message;
  }
  const reason =
    fieldErrors.captcha?.[0] ??
    fieldErrors.non_field_errors?.[0] ??
    (error.status === 429 ? firstErrorMessage(error.body) : undefined);
  return reason ? { fields, reason } : { fields };
}

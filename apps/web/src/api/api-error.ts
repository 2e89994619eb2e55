import type { ErrorRef } from '@siar/shared';
import { looksLikeErrorCode } from '../app/error-codes.ts';

/**
 * A failed call: `status` is the HTTP status, or 0 when no response arrived at all. The server
 * names every error by a code of the shared catalogue (`{"detail", "code"}`, or field errors with
 * `field_codes`); screens translate by code, never by the English text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? firstErrorText(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The codes of a 400's fields (`{"field_codes": {"email": [{"code": "email_taken"}]}}`). */
  get fieldCodes(): Record<string, ErrorRef[]> {
    if (!isRecord(this.body) || !isRecord(this.body.field_codes)) return {};
    const codes: Record<string, ErrorRef[]> = {};
    for (const [field, refs] of Object.entries(this.body.field_codes)) {
      if (Array.isArray(refs))
        codes[field] = refs.filter((ref): ref is ErrorRef => looksLikeErrorCode(ref?.code));
    }
    return codes;
  }

  /**
   * What the screen should say: the `detail`'s code, else the first `non_field_errors` code, else
   * the first field's; undefined when the server named none (a proxy's page, a network failure).
   */
  get reason(): ErrorRef | undefined {
    if (isRecord(this.body) && looksLikeErrorCode(this.body.code)) {
      const params = isRecord(this.body.params) ? (this.body.params as ErrorRef['params']) : undefined;
      return { code: this.body.code, params };
    }
    const fields = this.fieldCodes;
    return fields.non_field_errors?.[0] ?? Object.values(fields)[0]?.[0];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The English text of an error body, for logs and the Error's message. */
function firstErrorText(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.detail === 'string') return body.detail;
  for (const value of Object.values(body)) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return undefined;
}

/** A failed call: `status` is the HTTP status, or 0 when no response arrived at all. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? firstErrorMessage(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** Field errors of a 400 answer (`{"field": ["msg"]}`), empty for any other body. */
  get fieldErrors(): Record<string, string[]> {
    if (!isRecord(this.body)) return {};
    const errors: Record<string, string[]> = {};
    for (const [field, value] of Object.entries(this.body)) {
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) errors[field] = value;
    }
    return errors;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The message a screen shows for an error body: `detail` first, then the first
 * `non_field_errors` item, then the first message of any field.
 */
export function firstErrorMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.detail === 'string') return body.detail;
  const nonField = body.non_field_errors;
  if (Array.isArray(nonField) && typeof nonField[0] === 'string') return nonField[0];
  for (const value of Object.values(body)) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return undefined;
}

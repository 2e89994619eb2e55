import { type ErrorCode, type ErrorParams, type ErrorRef, errorText } from '@siar/shared';

/** Field errors by code: `{ email: 'email_taken' }` or with parameters `{ name: { code, params } }`. */
export type FieldCodes = Record<string, ErrorCode | ErrorRef | ErrorRef[]>;

/**
 * The spec's 400 shape, with the codes beside the texts: `{"email": ["…"], "field_codes": {"email":
 * [{"code": "email_taken"}]}}`. No top-level `code` here: a form may have a field named so.
 */
export interface FieldErrorBody {
  field_codes: Record<string, ErrorRef[]>;
  [field: string]: string[] | Record<string, ErrorRef[]>;
}

export interface DetailErrorBody {
  detail: string;
  code: ErrorCode;
  params?: ErrorParams;
}

const asRefs = (value: FieldCodes[string]): ErrorRef[] =>
  typeof value === 'string' ? [{ code: value }] : Array.isArray(value) ? value : [value];

/** Field errors in the spec's shape; each field lists a message once. */
export function fieldErrorBody(fields: Record<string, ErrorRef[]>): FieldErrorBody {
  const texts: Record<string, string[]> = {};
  const codes: Record<string, ErrorRef[]> = {};
  for (const [field, refs] of Object.entries(fields)) {
    const fieldTexts: string[] = [];
    const fieldCodes: ErrorRef[] = [];
    for (const ref of refs) {
      const text = errorText(ref.code, ref.params);
      if (fieldTexts.includes(text)) continue;
      fieldTexts.push(text);
      fieldCodes.push(ref);
    }
    texts[field] = fieldTexts;
    codes[field] = fieldCodes;
  }
  return { ...texts, field_codes: codes };
}

export function detailErrorBody(code: ErrorCode, params?: ErrorParams): DetailErrorBody {
  return params ? { detail: errorText(code, params), code, params } : { detail: errorText(code), code };
}

/**
 * The one error the services throw, named by a code of the shared catalogue. Field errors answer
 * 400 `{"field": ["message"]}`; the others `{"detail": "message"}` with their status. Both carry
 * the code, so the browser translates by code.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly params?: ErrorParams;
  readonly fields?: Record<string, ErrorRef[]>;

  constructor(status: number, code: ErrorCode, params?: ErrorParams, fields?: Record<string, ErrorRef[]>) {
    super(errorText(code, params));
    this.status = status;
    this.code = code;
    this.params = params;
    this.fields = fields;
  }

  body(): FieldErrorBody | DetailErrorBody {
    return this.fields ? fieldErrorBody(this.fields) : detailErrorBody(this.code, this.params);
  }

  static badRequest(code: ErrorCode, params?: ErrorParams) {
    return new AppError(400, code, params);
  }
  /** A 400 naming the fields at fault; use `non_field_errors` for a rule over several fields. */
  static fields(fields: FieldCodes) {
    const refs = Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, asRefs(value)]));
    const first = Object.values(refs)[0]?.[0]?.code ?? 'invalid';
    return new AppError(400, first, undefined, refs);
  }
  static unauthenticated() {
    return new AppError(401, 'not_authenticated');
  }
  static forbidden(code: ErrorCode = 'permission_denied', params?: ErrorParams) {
    return new AppError(403, code, params);
  }
  static notFound(code: ErrorCode, params?: ErrorParams) {
    return new AppError(404, code, params);
  }
  static conflict(code: ErrorCode, params?: ErrorParams) {
    return new AppError(409, code, params);
  }
  static tooManyRequests(code: ErrorCode, params?: ErrorParams) {
    return new AppError(429, code, params);
  }
  static unavailable(code: ErrorCode = 'service_unavailable', params?: ErrorParams) {
    return new AppError(503, code, params);
  }
}

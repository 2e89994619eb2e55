import type { FieldErrors } from '@siar/shared';

/**
 * The one error the services throw. It maps to the spec's shapes: field errors answer 400
 * `{"field": ["message"]}`; everything else answers `{"detail": "message"}` with its status.
 */
export class AppError extends Error {
  readonly status: number;
  readonly fieldErrors?: FieldErrors;

  constructor(status: number, detail: string, fieldErrors?: FieldErrors) {
    super(detail);
    this.status = status;
    this.fieldErrors = fieldErrors;
  }

  body(): FieldErrors | { detail: string } {
    return this.fieldErrors ?? { detail: this.message };
  }

  static badRequest(detail: string) {
    return new AppError(400, detail);
  }
  /** A 400 naming the fields at fault; use `non_field_errors` for a rule over several fields. */
  static fields(errors: FieldErrors) {
    return new AppError(400, 'Invalid input.', errors);
  }
  static unauthenticated(detail = 'Authentication credentials were not provided.') {
    return new AppError(401, detail);
  }
  static forbidden(detail = 'You do not have permission to perform this action.') {
    return new AppError(403, detail);
  }
  static notFound(detail = 'Not found.') {
    return new AppError(404, detail);
  }
  static conflict(detail: string) {
    return new AppError(409, detail);
  }
  static tooManyRequests(detail: string) {
    return new AppError(429, detail);
  }
}

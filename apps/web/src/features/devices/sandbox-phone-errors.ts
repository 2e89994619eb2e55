import { ApiError } from '../../api/api-error.ts';

/** Whether a refusal of the sandbox phone means the QR or code is spent (expired, used, unknown). */
export function isSpentPairing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The first code the server gave for a field of the sandbox phone's form, if any. */
export function fieldCode(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldCodes[field]?.[0]?.code : undefined;
}

import type { ErrorRef } from '@siar/shared';
import { ApiError } from '../../api/api-error.ts';

/** How a failed save is told (spec section 8): per field, a plain failure, or an unknown error. */
export type SaveFailure =
  | { kind: 'fields'; fields: [field: string, first: ErrorRef][] }
  | { kind: 'failed' }
  | { kind: 'unknown' };

/**
 * The server named fields: one toast per field. It answered without fields: "Failed to save
 * settings". No answer at all (the network) or anything else: "An error occurred while saving settings".
 */
export function saveFailureOf(error: unknown): SaveFailure {
  if (!(error instanceof ApiError) || error.isNetworkError) return { kind: 'unknown' };
  const fields = Object.entries(error.fieldCodes).flatMap(([field, refs]): [string, ErrorRef][] =>
    field !== 'non_field_errors' && refs[0] ? [[field, refs[0]]] : [],
  );
  return fields.length ? { kind: 'fields', fields } : { kind: 'failed' };
}

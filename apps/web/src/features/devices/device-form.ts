import { type CreateDeviceRequest, createDeviceSchema, type EngineId, type ErrorRef } from '@siar/shared';
import { ApiError } from '../../api/api-error.ts';
import { schemaErrors } from '../../app/form-errors.ts';

/** The contract's longest device name. */
export const DEVICE_NAME_MAX = 60;

/** The gateway choice that leaves it to the server (any live gateway with room). */
export const AUTO_GATEWAY = 'auto';

export interface AddDeviceValues {
  name: string;
  engine: EngineId | '';
  gateway: string;
  /** Pair by a code typed on the phone instead of scanning a QR. */
  byPhone: boolean;
  pairing_phone: string;
}

export function toCreateRequest(values: AddDeviceValues): CreateDeviceRequest {
  return {
    name: values.name.trim(),
    engine: values.engine as EngineId,
    gateway: values.gateway === AUTO_GATEWAY ? null : values.gateway,
    pairing_phone: values.byPhone ? values.pairing_phone.trim() : null,
  };
}

/**
 * The shared schema's verdict on the form (the server's very rule): an error code per field,
 * translated when shown so that a language switch follows.
 */
export function validateAddDevice(values: AddDeviceValues): Record<string, string> {
  return schemaErrors(createDeviceSchema, toCreateRequest(values));
}

/**
 * Puts the server's refusals of named fields under those fields (in the reader's language);
 * false when the refusal is about none of them, for the form to say above its buttons.
 */
export function placeFieldRefusals(
  form: { setFieldError(field: string, message: string): void },
  error: unknown,
  fields: readonly string[],
  translate: (message: ErrorRef) => string,
): boolean {
  const codes = error instanceof ApiError ? error.fieldCodes : {};
  const named = fields.filter((field) => codes[field]?.[0]);
  for (const field of named) form.setFieldError(field, translate(codes[field]![0]!));
  return named.length > 0;
}

import './issue-codes.ts';
import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { ApiError } from '../api/api-error.ts';
import type { MessageRef } from './messages.ts';

/** A shared schema's verdict as one error code per form field (the server's own rules). */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Puts the server's field errors on the form, translated; answers whether any field was named. */
export function showServerFieldErrors<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
  fields: readonly string[],
  translate: (ref: MessageRef) => string,
): boolean {
  const codes = error instanceof ApiError ? error.fieldCodes : {};
  const named = fields.filter((field) => codes[field]?.[0]);
  for (const field of named) form.setFieldError(field, translate(codes[field]![0]!));
  return named.length > 0;
}

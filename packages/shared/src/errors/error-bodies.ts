import { z } from 'zod';

/** One message's code and parameters, as error bodies carry them. */
export const errorRefSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** `{"detail": "…", "code": "…", "params"?: {…}}`: every error that is not about fields. */
export const detailErrorSchema = z
  .object({ detail: z.string(), code: z.string(), params: errorRefSchema.shape.params })
  .describe('An error with its English text and its code (see the error catalogue)');

/** The spec's 400 shape: `{"field": ["message"], …, "field_codes": {"field": [{code, params}]}}`. */
export const fieldErrorSchema = z
  .object({ field_codes: z.record(z.string(), z.array(errorRefSchema)) })
  .catchall(z.array(z.string()))
  .describe('Messages by field (non_field_errors for the whole request), and their codes');

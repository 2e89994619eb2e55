import type { FieldErrors } from '@siar/shared';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

/** Maps every failure to the spec's error shape; nothing reaches the client as a stack trace. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).send(error.body());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationErrors(error.validation, error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: clientErrorDetail(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again later.' });
  });
}

/** `{"field": ["message"]}` for each field at fault; a body or query that is not an object at all
 * answers in `non_field_errors`. */
function validationErrors(issues: FastifySchemaValidationError[], context: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = path.length > 0 ? path.join('.') : 'non_field_errors';
    errors[field] = [...(errors[field] ?? []), friendlyMessage(issue.message, context)];
  }
  return errors;
}

function friendlyMessage(message: string | undefined, context: string | undefined): string {
  if (!message) return 'This value is not valid.';
  // zod's wording for a missing value is written for programmers.
  if (/expected \w+, received undefined/.test(message)) return 'This field is required.';
  if (context === 'body' && /expected object, received/.test(message))
    return 'The request body must be a JSON object.';
  return message;
}

function clientErrorDetail(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON (application/json).';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      return error.message || 'Bad request.';
  }
}

import type { Socket } from 'node:net';
import type { ErrorCode, ErrorRef } from '@siar/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, detailErrorBody, fieldErrorBody } from './errors.ts';
import type { ValidationIssue } from './validator.ts';

// Fastify's own failures, by its error code, in the catalogue's words.
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_BAD_URL: 'bad_url',
  FST_ERR_MAX_PARAM_LENGTH: 'url_too_long',
  FST_ERR_ASYNC_CONSTRAINT: 'bad_request',
};

/** Maps every failure to the spec's error shape with its code; nothing reaches a client as a stack. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.code(error.status).send(error.body());
    if (Array.isArray(error.validation)) {
      return reply
        .code(400)
        .send(fieldErrorBody(validationFields(error.validation as unknown as ValidationIssue[])));
    }
    return sendFrameworkError(error, request, reply);
  });
}

/** The same answers for the errors Fastify raises before a route is found (bad URL escapes, …). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendFrameworkError(error, request, reply);
}

function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send(detailErrorBody(FRAMEWORK_CODES[error.code] ?? 'bad_request'));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(detailErrorBody('server_error'));
}

/** `{"field": [issues]}`; an issue about the whole body or query is a `non_field_errors` one. */
function validationFields(issues: ValidationIssue[]): Record<string, ErrorRef[]> {
  const fields: Record<string, ErrorRef[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = path.length > 0 ? path.join('.') : 'non_field_errors';
    fields[field] = [...(fields[field] ?? []), issue.params];
  }
  return fields;
}

// Node answers malformed requests (headers too large, bad request lines) before Fastify sees them.
// They get the error shape too, and `Connection: close`, since the socket is closed after.
const CLIENT_ERROR_CODES: Record<string, [number, ErrorCode]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large'],
  HPE_URI_TOO_LONG: [414, 'url_too_long'],
};

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const [status, code] = CLIENT_ERROR_CODES[error.code ?? ''] ?? [400, 'bad_request' as const];
  const body = JSON.stringify(detailErrorBody(code));
  const reason =
    status === 431 ? 'Request Header Fields Too Large' : status === 414 ? 'URI Too Long' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

import { detailErrorSchema, fieldErrorSchema } from '@siar/shared';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Access } from './guards.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const badRequest = z.union([fieldErrorSchema, detailErrorSchema]).describe('The request breaks a rule');

type Schema = {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  response?: Record<string, unknown>;
  operationId?: string;
  security?: Record<string, string[]>[];
};

/** `GET /api/v1/apanel/customer/payments/:payment_id/` → `getApanelCustomerPaymentsPaymentId`. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1\//, '')
    .split(/[/:_-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

/**
 * What the OpenAPI document says of a route, from its group: an operationId, the session cookie
 * (and CSRF header on writes) it needs, and the 4xx answers its guard and its schemas can give, in
 * the error shapes. Customers generate clients from this document.
 */
export function describeRoute(route: RouteOptions, access: Access) {
  const method = ([] as string[]).concat(route.method)[0]!;
  const schema = (route.schema ?? {}) as Schema;
  const writes = UNSAFE.has(method);
  // Any request may carry headers too large to read; Node answers that in the error shape too.
  const responses: Record<string, unknown> = {
    431: detailErrorSchema.describe('The request headers are too large'),
  };
  if (schema.body || schema.querystring || schema.params || writes) responses[400] = badRequest;
  if (access === 'integration') {
    responses[401] = detailErrorSchema.describe('The API key is missing, wrong or rotated');
    responses[403] = detailErrorSchema.describe("The account's subscription is not in force");
    responses[429] = detailErrorSchema.describe(
      'Too many requests for this key, or too many wrong keys from this address; see Retry-After',
    );
  } else {
    if (access !== 'public') responses[401] = detailErrorSchema.describe('Not logged in');
    if (access !== 'public' && access !== 'authenticated') {
      responses[403] = detailErrorSchema.describe('Logged in, but not allowed here');
    } else if (writes) {
      responses[403] = detailErrorSchema.describe('The CSRF token is missing or wrong');
    }
  }
  if (schema.params) responses[404] = detailErrorSchema.describe('No such record in your account');
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) {
    responses[429] = detailErrorSchema.describe('Too many requests in a short time');
  }
  const session: Record<string, string[]>[] =
    access === 'integration'
      ? [{ bearer: [] }]
      : access === 'public'
        ? []
        : [writes ? { session: [], csrf: [] } : { session: [] }];
  route.schema = {
    ...schema,
    operationId: schema.operationId ?? operationIdFor(method, route.url),
    security: schema.security ?? (writes && access === 'public' ? [{ csrf: [] }] : session),
    response: { ...responses, ...schema.response },
  };
}

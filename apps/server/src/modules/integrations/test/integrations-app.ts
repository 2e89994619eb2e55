import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTEGRATION_API_PATHS as API, INTEGRATIONS_PATHS as PANEL } from '@siar/shared';
import { afterAll, beforeAll } from 'vitest';
import { apiAs, createCustomer } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import type { EngineSession } from '../../../whatsapp/engine-port.ts';
import { type GatewayFixture, gatewayFixture } from '../../../whatsapp/testing/gateway-fixture.ts';

// The REST API's and the webhooks' tests share one app with jobs on and a gateway, a customer
// with their API key, calls with it, and a webhook receiver.

export let ctx: TestContext;
export let gateways: GatewayFixture;
export let sessionOf: (deviceId: string) => EngineSession | undefined;

/** Starts the app and a gateway for the file's tests, and stops them after. */
export function useIntegrationsApp(): void {
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        RUN_JOBS: 'true',
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
        WEBHOOK_RETRY_BASE_SECONDS: '0.2',
        API_RATE_LIMIT_PER_MINUTE: '30',
      },
    });
    gateways = await gatewayFixture({ handle: ctx.database, live: ctx.app.live });
    const gateway = await gateways.startGateway('gw-integrations');
    // What main.ts does: the API asks this process's sessions whether a number is on WhatsApp.
    sessionOf = (deviceId) => gateway.sessionOf(deviceId);
    ctx.app.localSessions.use(sessionOf);
  });
  afterAll(async () => {
    await gateways.close();
    await ctx.close();
  });
}

/** A customer's server: the API key from the panel, and calls with it. */
export async function customerWithKey() {
  const customer = await createCustomer(ctx.database.db);
  const panel = await apiAs(ctx.app, customer);
  const key = (await panel.get(PANEL.fetchKeys)).json().api_secret_key as string;
  return { customer, panel, key };
}

export const call = (
  key: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers = {},
) => ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}`, ...headers } });

export const messageUrl = (id: string) => API.message.replace(':message_id', id);

/** A customer's webhook receiver on 127.0.0.1 that answers with the given codes in turn, then 200. */
export async function receiver(codes: number[] = []) {
  const received: { headers: Record<string, string | string[] | undefined>; body: string; at: number }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body, at: Date.now() });
      response.statusCode = codes.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/siar-webhook`, received, close: () => server.close() };
}

/** What the docs page tells customers to run: HMAC-SHA256 over `timestamp.body`, constant-time compare. */
export function isFromSiar(rawBody: string, timestamp: string, signature: string, secret: string) {
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  const a = Buffer.from(expected);
  const b = Buffer.from(signature);
  return a.length === b.length && timingSafeEqual(a, b);
}

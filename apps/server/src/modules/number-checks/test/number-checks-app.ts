import { fillPath, NUMBER_CHECKS_PATHS } from '@siar/shared';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { contactsInGroup } from '../../../test/campaign-data.ts';
import { apiAs, createCustomer } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import type { Gateway } from '../../../whatsapp/gateway/gateway.ts';
import { type GatewayFixture, gatewayFixture } from '../../../whatsapp/testing/gateway-fixture.ts';
import type { CheckPacing } from '../check-pacing.ts';
import { NumberCheckRunner } from '../number-check-runner.ts';

// The number checks' tests share one app and one gateway (sandbox devices), customers with paired
// devices, and runners on a clock the test moves (the hourly cap and the pauses read it).

export let ctx: TestContext;
export let gateways: GatewayFixture;
export let gateway: Gateway;

export function useNumberChecksApp(env: Record<string, string> = {}): void {
  beforeAll(async () => {
    ctx = await createTestApp({ env });
    gateways = await gatewayFixture({ handle: ctx.database, live: ctx.app.live });
    gateway = await gateways.startGateway('gw-number-checks');
  });
  afterAll(async () => {
    await gateways.close();
    await ctx.close();
  });
}

// Sandbox test numbers link one device at a time: each device of the file gets its own.
let nextSandbox = 100 + Math.floor(Math.random() * 400);

/** A customer (country ID) with `devices` paired sandbox devices, and the panel as them. */
export async function customerWithDevices(devices = 1) {
  const customer = await createCustomer(ctx.database.db);
  const api = await apiAs(ctx.app, customer);
  const deviceIds: string[] = [];
  for (let i = 0; i < devices; i++)
    deviceIds.push(await gateways.pairedDevice(customer.accountId, `+447700900${nextSandbox++}`));
  return { customer, api, deviceIds };
}

/** Numbers for a group: the sandbox answers those ending in 000 as not on WhatsApp. */
export function numbers(prefix: string, count: number, notOn: number[] = []) {
  return Array.from({ length: count }, (_, i) =>
    notOn.includes(i)
      ? `+62${prefix}${String(i).padStart(2, '0')}000`
      : `+62${prefix}${String(i).padStart(2, '0')}123`,
  );
}

export async function groupOf(accountId: string, phones: string[]) {
  return contactsInGroup(ctx.database.db, accountId, phones.length, { phones });
}

/** A clock the test moves. */
export function testClock(start = new Date()) {
  let at = start.getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

/** A runner over the gateway's devices, on the test's clock, its random pauses at their shortest. */
export function testRunner(pacing: CheckPacing, clock: { now: () => Date }) {
  return new NumberCheckRunner({
    db: ctx.database.db,
    log: pino({ level: 'silent' }),
    devices: gateway,
    pacing,
    now: clock.now,
    random: () => 0,
  });
}

export const checkUrl = (checkId: string, name: 'check' | 'cancel' = 'check') =>
  fillPath(NUMBER_CHECKS_PATHS[name], { check_id: checkId });

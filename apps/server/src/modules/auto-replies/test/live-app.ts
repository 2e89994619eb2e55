import { AUTO_REPLIES_PATHS, CHATS_PATHS, fillPath } from '@siar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { waDevices } from '../../../db/schema/index.ts';
import { type Api, apiAs, createCustomer } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { scanQr } from '../../../whatsapp/adapters/sandbox/sandbox-phone.ts';
import { startSandboxGateway } from '../../../whatsapp/testing/sandbox-gateway.ts';

// Auto-replies against a running gateway and a fast sandbox: a contact writes, the rules answer,
// and the thread shows what went out. Simulated contacts never answer on their own here.

export const WAIT = { timeout: 20_000, interval: 50 };
export let ctx: TestContext;
let sandbox: Awaited<ReturnType<typeof startSandboxGateway>>;

export function useLiveApp(): void {
  beforeAll(async () => {
    ctx = await createTestApp();
    // Slower than other suites' 50: a QR lives long enough to be scanned on a busy machine.
    sandbox = await startSandboxGateway(ctx, 'auto-replies-gw', 10);
  });
  afterAll(async () => {
    await sandbox.stop();
    await ctx.close();
  });
}

// The sandbox's test numbers (+44 7700 900000-900999), one per device.
let numbers = 100 + Math.floor(Math.random() * 800);
/** A sandbox device of the account, paired and connected. */
export async function pairedDevice(accountId: string): Promise<{ id: string; phone: string }> {
  numbers += 1;
  const phone = `+447700900${String(numbers % 1000).padStart(3, '0')}`;
  const { db } = ctx.database;
  const [row] = await db
    .insert(waDevices)
    .values({ accountId, name: 'Toko', engine: 'sandbox', state: 'pairing' })
    .returning();
  await ctx.app.live.publish({ account_id: accountId, topic: 'devices', id: row!.id });
  const device = async () => (await db.select().from(waDevices).where(eq(waDevices.id, row!.id)))[0]!;
  await vi.waitFor(async () => {
    const qr = (await device()).pairingQr;
    if (!qr) throw new Error('no QR yet');
    expect(await scanQr(db, { token: qr.split('/sandbox/scan/')[1]!, phoneNumber: phone })).toEqual({
      ok: true,
    });
  }, WAIT);
  await vi.waitFor(async () => expect((await device()).state).toBe('connected'), WAIT);
  return { id: row!.id, phone };
}

/** An owner with a connected sandbox device and a template and quick reply to answer with. */
export async function shop() {
  const customer = await createCustomer(ctx.database.db);
  const api = await apiAs(ctx.app, customer);
  const device = await pairedDevice(customer.accountId);
  const quick = await api.post(CHATS_PATHS.quickReplies, {
    shortcut: 'hi',
    text: 'Hi {{name|there}}, how can we help?',
  });
  return { customer, api, device, quickReplyId: quick.json().quick_reply_id as string };
}

/** A rule answering at once (no delay), so the tests wait only on the sending. */
export async function rule(api: Api, body: object) {
  const answer = await api.post(AUTO_REPLIES_PATHS.rules, {
    min_delay_seconds: 0,
    max_delay_seconds: 0,
    ...body,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { rule_id: string };
}

/** A sandbox contact writes to the device. */
export async function write(api: Api, deviceId: string, from: string, text: string) {
  const written = await api.post(CHATS_PATHS.sandboxMessage, { device_id: deviceId, from_phone: from, text });
  expect(written.statusCode, written.body).toBe(200);
}

/** The conversation's messages, oldest first, once it exists. */
export async function threadWith(api: Api, phone: string) {
  const conversation = await vi.waitFor(async () => {
    const found = (await api.get(CHATS_PATHS.conversations))
      .json()
      .results.find((c: { phone: string }) => c.phone === phone);
    expect(found).toBeDefined();
    return found as { conversation_id: string };
  }, WAIT);
  return async () =>
    (await api.get(fillPath(CHATS_PATHS.messages, { conversation_id: conversation.conversation_id }))).json()
      .results as {
      text: string | null;
      direction: string;
      status: string;
      origin: { purpose: string } | null;
    }[];
}

/** The automatic answers in a thread. */
export const autoAnswers = (messages: Awaited<ReturnType<Awaited<ReturnType<typeof threadWith>>>>) =>
  messages.filter((message) => message.origin?.purpose === 'auto_reply');

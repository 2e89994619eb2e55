import { CHATS_PATHS, fillPath, TEMPLATES_PATHS } from '@siar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaFiles, messages, waDevices } from '../../db/schema/index.ts';
import { apiAs, createCustomer } from '../../test/factories.ts';
import { PNG_BYTES, uploadAs } from '../../test/multipart.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { scanQr } from '../../whatsapp/adapters/sandbox/sandbox-phone.ts';
import { isTypingShown } from '../../whatsapp/adapters/sandbox/sandbox-presence.ts';
import { startSandboxGateway } from '../../whatsapp/testing/sandbox-gateway.ts';
import { storeIncoming } from './incoming.repo.ts';

// The inbox against a running gateway and a fast sandbox: what a tester does in the browser.

const WAIT = { timeout: 20_000, interval: 50 };
let ctx: TestContext;
let sandbox: Awaited<ReturnType<typeof startSandboxGateway>>;

beforeAll(async () => {
  ctx = await createTestApp();
  sandbox = await startSandboxGateway(ctx, 'chats-gw');
});
afterAll(async () => {
  await sandbox.stop();
  await ctx.close();
});

async function pairedSandboxDevice(accountId: string, phoneNumber: string) {
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
    expect(await scanQr(db, { token: qr.split('/sandbox/scan/')[1]!, phoneNumber })).toEqual({ ok: true });
  }, WAIT);
  await vi.waitFor(async () => expect((await device()).state).toBe('connected'), WAIT);
  return row!.id;
}

describe('chats with a sandbox device', () => {
  it('receives a sandbox contact, shows typing, and the reply goes out and is read', async () => {
    const customer = await createCustomer(ctx.database.db);
    const api = await apiAs(ctx.app, customer);
    const deviceId = await pairedSandboxDevice(customer.accountId, '+447700900110');
    const written = await api.post(CHATS_PATHS.sandboxMessage, {
      device_id: deviceId,
      from_phone: '08991112223',
      text: 'Halo!',
    });
    expect(written.statusCode).toBe(200);
    const conversation = await vi.waitFor(async () => {
      const [first] = (await api.get(CHATS_PATHS.conversations)).json().results;
      expect(first).toMatchObject({ phone: '+628991112223', last_message_text: 'Halo!', unread_count: 1 });
      return first;
    }, WAIT);
    const id = conversation.conversation_id as string;

    const typing = fillPath(CHATS_PATHS.typing, { conversation_id: id });
    expect((await api.post(typing, { typing: true })).statusCode).toBe(200);
    await vi.waitFor(() => expect(isTypingShown('+447700900110', '+628991112223')).toBe(true), WAIT);
    await api.post(typing, { typing: false });
    await vi.waitFor(() => expect(isTypingShown('+447700900110', '+628991112223')).toBe(false), WAIT);

    const messages = fillPath(CHATS_PATHS.messages, { conversation_id: id });
    expect((await api.post(messages, { text: 'Halo juga' })).statusCode).toBe(201);
    await vi.waitFor(async () => {
      const last = (await api.get(messages)).json().results.at(-1);
      expect(last).toMatchObject({ text: 'Halo juga', status: 'read' });
    }, WAIT);
  });

  it('fails a reply to a number not on WhatsApp with that reason', async () => {
    const customer = await createCustomer(ctx.database.db);
    const api = await apiAs(ctx.app, customer);
    const deviceId = await pairedSandboxDevice(customer.accountId, '+447700900111');
    await api.post(CHATS_PATHS.sandboxMessage, {
      device_id: deviceId,
      from_phone: '+628991112000',
      text: 'Hi',
    });
    const id = await vi.waitFor(async () => {
      const [first] = (await api.get(CHATS_PATHS.conversations)).json().results;
      expect(first).toBeDefined();
      return first.conversation_id as string;
    }, WAIT);
    const messages = fillPath(CHATS_PATHS.messages, { conversation_id: id });
    await api.post(messages, { text: 'Hello?' });
    await vi.waitFor(async () => {
      const last = (await api.get(messages)).json().results.at(-1);
      expect(last).toMatchObject({ status: 'failed', failure_reason: 'The number is not on WhatsApp' });
    }, WAIT);
  });

  it("shows a sandbox contact's photo once, also when replayed, served to its account only", async () => {
    const { db } = ctx.database;
    const customer = await createCustomer(db);
    const api = await apiAs(ctx.app, customer);
    const deviceId = await pairedSandboxDevice(customer.accountId, '+447700900112');
    const upload = await uploadAs(ctx.app, api, TEMPLATES_PATHS.media, {
      data: PNG_BYTES,
      type: 'image/png',
      name: 'produk.png',
    });
    const written = await api.post(CHATS_PATHS.sandboxMessage, {
      device_id: deviceId,
      from_phone: '+628991113334',
      media_id: upload.json().id,
    });
    expect(written.statusCode).toBe(200);
    const photo = await vi.waitFor(async () => {
      const [conversation] = (await api.get(CHATS_PATHS.conversations)).json().results;
      expect(conversation).toBeDefined();
      const thread = fillPath(CHATS_PATHS.messages, { conversation_id: conversation.conversation_id });
      const [first] = (await api.get(thread)).json().results;
      expect(first).toMatchObject({ direction: 'in', kind: 'image', media: { file_name: 'produk.png' } });
      expect(first.media.media_id).toEqual(expect.any(String));
      return first;
    }, WAIT);
    const url = fillPath(TEMPLATES_PATHS.mediaFile, { media_id: photo.media.media_id });
    const served = await api.get(url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
    const stranger = await apiAs(ctx.app, await createCustomer(db));
    expect((await stranger.get(url)).statusCode).toBe(404);

    // The same WhatsApp message again (a reconnect's backlog): no second message, no second file.
    const [row] = await db.select().from(messages).where(eq(messages.id, photo.message_id));
    const replay = await storeIncoming(
      db,
      { id: deviceId, accountId: customer.accountId },
      {
        waMessageId: row!.waMessageId!,
        peer: { phoneNumber: '+628991113334', lid: null },
        fromMe: false,
        timestamp: row!.sentAt,
        kind: 'image',
        media: { mimetype: 'image/png', fileName: 'produk.png', data: PNG_BYTES },
        backlog: true,
      },
    );
    expect(replay.stored).toBe(false);
    const files = await db.select().from(mediaFiles).where(eq(mediaFiles.accountId, customer.accountId));
    expect(files).toHaveLength(2); // the tester's upload and the received photo
  });
});

import { CHATS_PATHS, fillPath, TEMPLATES_PATHS } from '@siar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { campaigns, mediaFiles, waDevices, waOutbox } from '../db/schema/index.ts';
import { contactsInGroup, startedCampaign } from '../test/campaign-data.ts';
import { apiAs, createCustomer } from '../test/factories.ts';
import { PNG_BYTES, uploadAs } from '../test/multipart.ts';
import { type S3TestServer, startS3Server } from '../test/s3-server.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { scanQr } from '../whatsapp/adapters/sandbox/sandbox-phone.ts';
import { startSandboxGateway } from '../whatsapp/testing/sandbox-gateway.ts';

// A gateway whose media store is S3: it sends attachments read from the bucket, and keeps the
// files contacts send there. The database holds no bytes of any of them.

const WAIT = { timeout: 30_000, interval: 50 };
let s3: S3TestServer;
let ctx: TestContext;
let db: Database;
let sandbox: Awaited<ReturnType<typeof startSandboxGateway>>;

beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestApp({ env: s3.env });
  db = ctx.database.db;
  sandbox = await startSandboxGateway(ctx, 's3-gw');
});
afterAll(async () => {
  await sandbox?.stop();
  await ctx?.close();
  await s3?.close();
});

async function pairedSandboxDevice(accountId: string, phoneNumber: string) {
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

async function customerWithPhoto(phone: string) {
  const customer = await createCustomer(db);
  const api = await apiAs(ctx.app, customer);
  const deviceId = await pairedSandboxDevice(customer.accountId, phone);
  const photo = (
    await uploadAs(ctx.app, api, TEMPLATES_PATHS.media, {
      data: PNG_BYTES,
      type: 'image/png',
      name: 'promo.png',
    })
  ).json();
  return { customer, api, deviceId, photo };
}

const fileRow = async (id: string) => (await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0]!;

describe('a gateway with media in S3', () => {
  it("sends a template's attachment to a campaign's recipients, read from the bucket", async () => {
    const { customer, api, deviceId, photo } = await customerWithPhoto('+447700900301');
    expect(await fileRow(photo.id)).toMatchObject({ storage: 's3', data: null });
    const template = (
      await api.post(TEMPLATES_PATHS.templates, { name: 'Promo', body: 'Hi {{name}}', media_id: photo.id })
    ).json();
    const phones = ['+6289950300001', '+6289950300002', '+6289950300003'];
    const { groupId } = await contactsInGroup(db, customer.accountId, phones.length, { phones });
    const campaignId = await startedCampaign(db, {
      accountId: customer.accountId,
      templateId: template.id,
      groupIds: [groupId],
      deviceIds: [deviceId],
    });
    await ctx.app.live.publish({ account_id: customer.accountId, topic: 'campaigns', id: campaignId });

    await vi.waitFor(async () => {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
      expect(row!.status).toBe('completed');
    }, WAIT);
    const rows = await db.select().from(waOutbox).where(eq(waOutbox.campaignId, campaignId));
    expect(rows.map((row) => [row.mediaId, ['sent', 'delivered', 'read'].includes(row.state)])).toEqual(
      phones.map(() => [photo.id, true]),
    );
  });

  it("receives a contact's photo read from the bucket, keeps it there, and sends a reply with it", async () => {
    const { customer, api, deviceId, photo } = await customerWithPhoto('+447700900302');
    const written = await api.post(CHATS_PATHS.sandboxMessage, {
      device_id: deviceId,
      from_phone: '+628991114445',
      media_id: photo.id,
    });
    expect(written.statusCode).toBe(200);
    const { thread, received } = await vi.waitFor(async () => {
      const [conversation] = (await api.get(CHATS_PATHS.conversations)).json().results;
      expect(conversation).toBeDefined();
      const url = fillPath(CHATS_PATHS.messages, { conversation_id: conversation.conversation_id });
      const [first] = (await api.get(url)).json().results;
      expect(first?.media?.media_id).toEqual(expect.any(String));
      return { thread: url, received: first };
    }, WAIT);
    const kept = await fileRow(received.media.media_id);
    expect(kept).toMatchObject({ storage: 's3', data: null, accountId: customer.accountId });
    expect((await s3.objects.read(kept.storageKey!))?.equals(PNG_BYTES)).toBe(true);
    const served = await api.get(fillPath(TEMPLATES_PATHS.mediaFile, { media_id: kept.id }));
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);

    expect((await api.post(thread, { text: 'Ini katalognya', media_id: kept.id })).statusCode).toBe(201);
    await vi.waitFor(async () => {
      const last = (await api.get(thread)).json().results.at(-1);
      expect(last).toMatchObject({ text: 'Ini katalognya', status: 'read', media: { media_id: kept.id } });
    }, WAIT);
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import { fillPath, INTEGRATION_API_PATHS, INTEGRATIONS_PATHS, TEMPLATES_PATHS } from '@siar/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, mediaStrayObjects } from '../db/schema/index.ts';
import { type Api, apiAs, createAgent, createCustomer } from '../test/factories.ts';
import { multipartBody, PDF_BYTES, PNG_BYTES, uploadAs } from '../test/multipart.ts';
import { type S3TestServer, startS3Server } from '../test/s3-server.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

// Media in an S3 bucket (a local s3rver), through the API as the panel uses it.

let s3: S3TestServer;
let ctx: TestContext;
beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestApp({ env: s3.env });
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

const MB = 1024 * 1024;
const png = { data: PNG_BYTES, type: 'image/png', name: 'promo.png' };
const upload = (api: Api, file: { data: Buffer; type: string; name: string }) =>
  uploadAs(ctx.app, api, TEMPLATES_PATHS.media, file);
const fileUrl = (mediaId: string) => fillPath(TEMPLATES_PATHS.mediaFile, { media_id: mediaId });

async function rowOf(id: string) {
  const [row] = await ctx.database.db
    .select({ storage: mediaFiles.storage, storageKey: mediaFiles.storageKey, data: mediaFiles.data })
    .from(mediaFiles)
    .where(eq(mediaFiles.id, id));
  return row;
}

async function strays(keys: string[]) {
  if (keys.length === 0) return [];
  return ctx.database.db.select().from(mediaStrayObjects).where(inArray(mediaStrayObjects.storageKey, keys));
}

async function customerApi() {
  const customer = await createCustomer(ctx.database.db);
  return { customer, api: await apiAs(ctx.app, customer) };
}

describe('media in S3', () => {
  it('uploads into the bucket, the row holding no bytes, and serves the file back with its headers and ranges', async () => {
    const { customer, api } = await customerApi();
    const uploaded = await upload(api, png);
    expect(uploaded.statusCode).toBe(201);
    const media = uploaded.json();
    const row = await rowOf(media.id);
    expect(row).toMatchObject({ storage: 's3', data: null });
    expect(row!.storageKey).toMatch(new RegExp(`^media/${customer.accountId}/[0-9a-f-]{36}$`));
    expect((await s3.objects.read(row!.storageKey!))?.equals(PNG_BYTES)).toBe(true);
    expect(await strays([row!.storageKey!])).toEqual([]);

    const file = await api.get(media.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({ 'content-type': 'image/png', 'accept-ranges': 'bytes' });
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    const headers = { cookie: api.headers.cookie };
    const cached = await ctx.app.inject({
      url: media.url,
      headers: { ...headers, 'if-none-match': String(file.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);

    const head = await ctx.app.inject({ method: 'HEAD', url: media.url, headers });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PNG_BYTES.length));
    expect(head.rawPayload.length).toBe(0);

    const part = await ctx.app.inject({ url: media.url, headers: { ...headers, range: 'bytes=1-4' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-4/${PNG_BYTES.length}`);
    expect(part.rawPayload.equals(PNG_BYTES.subarray(1, 5))).toBe(true);
    const tail = await ctx.app.inject({ url: media.url, headers: { ...headers, range: 'bytes=-3' } });
    expect(tail.rawPayload.equals(PNG_BYTES.subarray(-3))).toBe(true);
    const past = await ctx.app.inject({ url: media.url, headers: { ...headers, range: 'bytes=9999-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${PNG_BYTES.length}`);
    expect(past.json()).toMatchObject({ detail: expect.any(String) });

    // A team member of the account reads it as the owner does.
    const agent = await apiAs(ctx.app, await createAgent(ctx.database.db, customer));
    expect((await agent.get(media.url)).rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it("takes the REST API's uploads into the bucket too", async () => {
    const { customer, api } = await customerApi();
    const key = (await api.get(INTEGRATIONS_PATHS.fetchKeys)).json().api_secret_key as string;
    const { payload, contentType } = multipartBody({
      data: PDF_BYTES,
      type: 'application/pdf',
      name: 'harga.pdf',
    });
    const answer = await ctx.app.inject({
      method: 'POST',
      url: INTEGRATION_API_PATHS.media,
      payload,
      headers: { authorization: `Bearer ${key}`, 'content-type': contentType },
    });
    expect(answer.statusCode).toBe(201);
    const row = await rowOf(answer.json().id);
    expect(row).toMatchObject({ storage: 's3', data: null });
    expect(row!.storageKey!.startsWith(`media/${customer.accountId}/`)).toBe(true);
    expect((await s3.objects.read(row!.storageKey!))?.equals(PDF_BYTES)).toBe(true);
  });

  it('streams a document of several parts into the bucket unchanged', async () => {
    const { api } = await customerApi();
    // Over S3's 5 MB part: a multipart upload, never the whole file in one buffer.
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), randomBytes(12 * MB)]);
    const uploaded = await upload(api, { data: zip, type: 'application/zip', name: 'catalogue.zip' });
    expect(uploaded.statusCode).toBe(201);
    const { storageKey } = (await rowOf(uploaded.json().id))!;
    expect((await s3.objects.read(storageKey!))?.equals(zip)).toBe(true);
    const served = await api.get(uploaded.json().url);
    expect(served.headers['content-length']).toBe(String(zip.length));
    expect(served.rawPayload.equals(zip)).toBe(true);
  }, 120_000);

  it("answers another account's file exactly as an unknown one: 404 in the error shape", async () => {
    const { api: owner } = await customerApi();
    const { api: stranger } = await customerApi();
    const media = (await upload(owner, png)).json();
    const theirs = await stranger.get(media.url);
    const unknown = await stranger.get(fileUrl(randomUUID()));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json()).toMatchObject({ code: 'media_not_found', detail: expect.any(String) });
    expect(theirs.headers['content-type']).toBe(unknown.headers['content-type']);
  });

  it('leaves nothing in the bucket of an upload it refuses', async () => {
    const { customer, api } = await customerApi();
    const refused = [
      { data: PDF_BYTES, type: 'image/jpeg', name: 'photo.jpg' },
      { data: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * MB)]), type: 'image/png', name: 'big.png' },
      { data: Buffer.alloc(0), type: 'image/png', name: 'empty.png' },
    ];
    for (const file of refused) expect((await upload(api, file)).statusCode).toBe(400);
    expect(await s3.objects.keys(`media/${customer.accountId}/`)).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(mediaStrayObjects)
        .where(sql`${mediaStrayObjects.storageKey} like ${`media/${customer.accountId}/%`}`),
    ).toEqual([]);
  });

  it('deletes the object once its row is deleted: an attachment replaced, a template deleted for good', async () => {
    const { api } = await customerApi();
    const first = (await upload(api, png)).json();
    const second = (await upload(api, png)).json();
    const [firstKey, secondKey] = [
      (await rowOf(first.id))!.storageKey!,
      (await rowOf(second.id))!.storageKey!,
    ];
    const { id } = (
      await api.post(TEMPLATES_PATHS.templates, { name: 'Promo', body: 'Hi', media_id: first.id })
    ).json();
    const one = fillPath(TEMPLATES_PATHS.template, { template_id: id });
    expect((await api.patch(one, { media_id: second.id })).statusCode).toBe(200);
    expect(await s3.objects.read(firstKey)).toBeNull();
    expect(await s3.objects.read(secondKey)).not.toBeNull();

    await api.delete(one);
    expect((await api.delete(fillPath(TEMPLATES_PATHS.trashed, { template_id: id }))).statusCode).toBe(200);
    expect(await rowOf(second.id)).toBeUndefined();
    expect(await s3.objects.read(secondKey)).toBeNull();
    expect(await strays([firstKey, secondKey])).toEqual([]);
    expect((await api.get(second.url)).statusCode).toBe(404);
  });

  it('sweeps the objects no row holds: an upload never recorded, and a row deleted in SQL', async () => {
    const { customer, api } = await customerApi();
    const { db } = ctx.database;
    // An upload whose row was never written (a crash between the two): swept a day later.
    const place = await ctx.app.media.put(customer.accountId, PNG_BYTES);
    const unrecorded = place.storageKey!;
    expect(await s3.objects.read(unrecorded)).not.toBeNull();
    expect(await ctx.app.media.sweep()).toBe(0);
    await db
      .update(mediaStrayObjects)
      .set({ sweepAfter: sql`now() - interval '1 minute'` })
      .where(eq(mediaStrayObjects.storageKey, unrecorded));
    // A row deleted however (here in SQL, as a cascade from its account would): its key is a stray at once.
    const media = (await upload(api, png)).json();
    const deletedKey = (await rowOf(media.id))!.storageKey!;
    await db.delete(mediaFiles).where(eq(mediaFiles.id, media.id));
    expect((await strays([deletedKey])).length).toBe(1);

    expect(await ctx.app.media.sweep()).toBe(2);
    expect(await s3.objects.read(unrecorded)).toBeNull();
    expect(await s3.objects.read(deletedKey)).toBeNull();
    expect(await strays([unrecorded, deletedKey])).toEqual([]);
  });
});

import { fillPath, TEMPLATES_PATHS } from '@siar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, mediaFiles } from '../../db/schema/index.ts';
import { apiAs, createCustomer } from '../../test/factories.ts';
import { PDF_BYTES, PNG_BYTES, uploadAs } from '../../test/multipart.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const MB = 1024 * 1024;
const one = (id: string) => fillPath(TEMPLATES_PATHS.template, { template_id: id });
const trashed = (id: string) => fillPath(TEMPLATES_PATHS.trashed, { template_id: id });

async function customerApi() {
  const customer = await createCustomer(ctx.database.db);
  return { customer, api: await apiAs(ctx.app, customer) };
}
type Caller = Awaited<ReturnType<typeof customerApi>>['api'];
const upload = (api: Caller, file: { data: Buffer; type: string; name: string }) =>
  uploadAs(ctx.app, api, TEMPLATES_PATHS.media, file);
const png = { data: PNG_BYTES, type: 'image/png', name: 'promo.png' };

async function mediaExists(id: string) {
  return (
    (await ctx.database.db.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.id, id)))
      .length > 0
  );
}

describe('template attachments', () => {
  it('uploads an image, attaches it to a template and serves it to the account with its headers', async () => {
    const { api } = await customerApi();
    const uploaded = await upload(api, png);
    expect(uploaded.statusCode).toBe(201);
    const media = uploaded.json();
    expect(media).toMatchObject({
      kind: 'image',
      mimetype: 'image/png',
      file_name: 'promo.png',
      size: PNG_BYTES.length,
    });
    expect(media.url).toBe(fillPath(TEMPLATES_PATHS.mediaFile, { media_id: media.id }));

    const template = await api.post(TEMPLATES_PATHS.templates, {
      name: 'With image',
      body: 'Hi',
      media_id: media.id,
    });
    expect(template.json().media).toEqual(media);

    const file = await api.get(media.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="promo.png"; filename*=UTF-8''promo.png`,
    );
    expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    const again = await ctx.app.inject({
      method: 'GET',
      url: media.url,
      headers: { cookie: api.headers.cookie, 'if-none-match': String(file.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('offers documents as downloads, under a name any browser can read', async () => {
    const { api } = await customerApi();
    const media = (
      await upload(api, { data: PDF_BYTES, type: 'application/pdf', name: 'C:\\docs\\Harga baru ü.pdf' })
    ).json();
    expect(media).toMatchObject({ kind: 'document', file_name: 'Harga baru ü.pdf' });
    const file = await api.get(media.url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Harga baru _.pdf"; filename*=UTF-8''${encodeURIComponent('Harga baru ü.pdf')}`,
    );
  });

  it("keeps to WhatsApp's size limit of the file's kind, naming the limit", async () => {
    const { api } = await customerApi();
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * MB)]);
    const tooBig = await upload(api, { data: big, type: 'image/png', name: 'big.png' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({
      file: ['This file is larger than WhatsApp allows for its type: at most 5 MB.'],
      field_codes: { file: [{ code: 'media_too_large', params: { limit: '5 MB' } }] },
    });
    // The same bytes are within a document's 100 MB.
    const asZip = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(5 * MB)]);
    expect((await upload(api, { data: asZip, type: 'application/zip', name: 'big.zip' })).statusCode).toBe(
      201,
    );
    const video = Buffer.concat([Buffer.from('\0\0\0\u0018ftypmp42', 'latin1'), Buffer.alloc(16 * MB)]);
    expect((await upload(api, { data: video, type: 'video/mp4', name: 'v.mp4' })).json()).toMatchObject({
      field_codes: { file: [{ code: 'media_too_large', params: { limit: '16 MB' } }] },
    });
  }, 120_000); // about 26 MB go through the app: slow on a busy machine

  it('refuses types WhatsApp does not take, files that are not what they claim, and empty uploads', async () => {
    const { api } = await customerApi();
    const html = await upload(api, {
      data: Buffer.from('<script>x</script>'),
      type: 'text/html',
      name: 'x.html',
    });
    expect(html.json()).toMatchObject({
      field_codes: { file: [{ code: 'media_type_not_allowed', params: { mimetype: 'text/html' } }] },
    });
    const svg = await upload(api, { data: Buffer.from('<svg/>'), type: 'image/svg+xml', name: 'x.svg' });
    expect(svg.json()).toMatchObject({ field_codes: { file: [{ code: 'media_type_not_allowed' }] } });
    const fake = await upload(api, { data: PDF_BYTES, type: 'image/jpeg', name: 'photo.jpg' });
    expect(fake.json()).toMatchObject({
      file: ['The file is not the image/jpeg it claims to be.'],
      field_codes: { file: [{ code: 'media_content_mismatch', params: { mimetype: 'image/jpeg' } }] },
    });
    const empty = await upload(api, { data: Buffer.alloc(0), type: 'image/png', name: 'empty.png' });
    expect(empty.json()).toMatchObject({ field_codes: { file: [{ code: 'media_empty' }] } });
    const json = await api.post(TEMPLATES_PATHS.media, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ file: ['Choose a file to attach.'] });
    const broken = await ctx.app.inject({
      method: 'POST',
      url: TEMPLATES_PATHS.media,
      headers: { ...api.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot closed',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it("answers 404 for another account's attachment, and refuses to attach it", async () => {
    const { api: owner } = await customerApi();
    const { api: stranger } = await customerApi();
    const media = (await upload(owner, png)).json();
    const seen = await stranger.get(media.url);
    expect(seen.statusCode).toBe(404);
    expect(seen.json()).toMatchObject({ code: 'media_not_found' });
    const attach = await stranger.post(TEMPLATES_PATHS.templates, {
      name: 'X',
      body: 'Hi',
      media_id: media.id,
    });
    expect(attach.json()).toMatchObject({ field_codes: { media_id: [{ code: 'media_not_found' }] } });
  });

  it('deletes an attachment with its template unless a campaign or another template still uses it', async () => {
    const { customer, api } = await customerApi();
    const shared = (await upload(api, png)).json();
    const own = (await upload(api, png)).json();
    const used = (await upload(api, png)).json();
    const first = (
      await api.post(TEMPLATES_PATHS.templates, { name: 'A', body: 'Hi', media_id: shared.id })
    ).json();
    await api.post(TEMPLATES_PATHS.templates, { name: 'B', body: 'Hi', media_id: shared.id });
    const second = (
      await api.post(TEMPLATES_PATHS.templates, { name: 'C', body: 'Hi', media_id: own.id })
    ).json();
    const third = (
      await api.post(TEMPLATES_PATHS.templates, { name: 'D', body: 'Hi', media_id: used.id })
    ).json();
    await ctx.database.db
      .insert(campaigns)
      .values({ accountId: customer.accountId, name: 'June', mediaId: used.id });

    for (const template of [first, second, third]) {
      await api.delete(one(template.id));
      expect((await api.delete(trashed(template.id))).statusCode).toBe(200);
    }
    expect(await mediaExists(shared.id)).toBe(true);
    expect(await mediaExists(own.id)).toBe(false);
    expect(await mediaExists(used.id)).toBe(true);
    expect((await api.get(own.url)).statusCode).toBe(404);
  });

  it('deletes the attachment an edit replaces or removes, when nothing else uses it', async () => {
    const { api } = await customerApi();
    const before = (await upload(api, png)).json();
    const after = (await upload(api, png)).json();
    const { id } = (
      await api.post(TEMPLATES_PATHS.templates, { name: 'A', body: 'Hi', media_id: before.id })
    ).json();
    expect((await api.patch(one(id), { media_id: after.id })).json().media.id).toBe(after.id);
    expect(await mediaExists(before.id)).toBe(false);
    // Editing the text alone keeps the attachment.
    expect((await api.patch(one(id), { body: 'Hello' })).json().media.id).toBe(after.id);
    expect((await api.patch(one(id), { media_id: null })).json().media).toBeNull();
    expect(await mediaExists(after.id)).toBe(false);
  });
});

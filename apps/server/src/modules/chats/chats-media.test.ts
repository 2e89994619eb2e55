import { CHATS_PATHS, fillPath, TEMPLATES_PATHS } from '@siar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../db/schema/index.ts';
import { deviceRow } from '../../test/campaign-data.ts';
import { apiAs, createCustomer } from '../../test/factories.ts';
import { PDF_BYTES, PNG_BYTES } from '../../test/multipart.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { MediaInfo } from '../../whatsapp/engine-port.ts';
import { incoming } from './test/chat-data.ts';

// Files contacts send, as the gateway stores what an engine reports (the sandbox and Baileys
// paths to here are tested in chats-live.test.ts and the adapters' own tests).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function threadOf(media: MediaInfo, kind: 'image' | 'document' = 'image') {
  const customer = await createCustomer(ctx.database.db);
  const api = await apiAs(ctx.app, customer);
  const device = { id: await deviceRow(ctx.database.db, customer.accountId), accountId: customer.accountId };
  await incoming(ctx.database.db, device, '+6281234567101', '', { kind, text: undefined, media });
  const [conversation] = (await api.get(CHATS_PATHS.conversations)).json().results;
  const thread = await api.get(
    fillPath(CHATS_PATHS.messages, { conversation_id: conversation.conversation_id }),
  );
  return { api, customer, message: thread.json().results[0] };
}

const fileOf = (api: Awaited<ReturnType<typeof apiAs>>, mediaId: string) =>
  api.get(fillPath(TEMPLATES_PATHS.mediaFile, { media_id: mediaId }));

describe('files contacts send', () => {
  it('keeps a failed or oversized download as the message with its name, without a file', async () => {
    const failed = await threadOf(
      { mimetype: 'application/pdf', fileName: 'harga.pdf', unavailable: 'download_failed' },
      'document',
    );
    expect(failed.message).toMatchObject({
      kind: 'document',
      media: { media_id: null, file_name: 'harga.pdf', mimetype: 'application/pdf' },
    });
    // More than WhatsApp's 5 MB for a photo, however it came: not kept.
    const huge = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const oversized = await threadOf({ mimetype: 'image/png', fileName: 'big.png', data: huge });
    expect(oversized.message).toMatchObject({
      kind: 'image',
      media: { media_id: null, file_name: 'big.png' },
    });
    const files = await ctx.database.db
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(eq(mediaFiles.accountId, oversized.customer.accountId));
    expect(files).toEqual([]);
  });

  it('serves a document to download, and a type the upload would refuse only as bytes to download', async () => {
    const pdf = await threadOf(
      { mimetype: 'application/pdf', fileName: 'harga.pdf', data: PDF_BYTES },
      'document',
    );
    const served = await fileOf(pdf.api, pdf.message.media.media_id);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="harga.pdf"/);
    expect(served.rawPayload.equals(PDF_BYTES)).toBe(true);

    const page = Buffer.from('<html><script>alert(1)</script></html>');
    const html = await threadOf({ mimetype: 'text/html', fileName: 'page.html', data: page }, 'document');
    const download = await fileOf(html.api, html.message.media.media_id);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // An "image" whose bytes are an SVG: kept as a document, never shown inline.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const fake = await threadOf({ mimetype: 'image/png', fileName: 'x.png', data: svg });
    const fakeFile = await fileOf(fake.api, fake.message.media.media_id);
    expect(fakeFile.headers['content-disposition']).toMatch(/^attachment;/);
  });
});

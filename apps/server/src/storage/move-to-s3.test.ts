import { randomBytes } from 'node:crypto';
import { TEMPLATES_PATHS } from '@siar/shared';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { mediaFiles } from '../db/schema/index.ts';
import { type Api, apiAs, createCustomer } from '../test/factories.ts';
import { PDF_BYTES, PNG_BYTES, uploadAs } from '../test/multipart.ts';
import { type S3TestServer, startS3Server } from '../test/s3-server.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createMediaStore, type MediaStore } from './media-store.ts';
import { moveMediaToS3 } from './move-to-s3.ts';
import { s3SettingsOf } from './s3-settings.ts';

// Media kept in the database moves to the bucket (what `npm run media:to-s3` runs), while a
// process without S3 (the one that stored it) and one with S3 share the database.

let s3: S3TestServer;
let before: TestContext;
let after: TestContext;
let store: MediaStore;
beforeAll(async () => {
  s3 = await startS3Server();
  before = await createTestApp();
  after = await createTestApp({ env: s3.env, database: before.database });
  store = createMediaStore({
    db: before.database.db,
    s3: s3SettingsOf(loadConfig(s3.env)),
    log: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  store?.close();
  await after?.close();
  await before?.close();
  await s3?.close();
});

const rowOf = async (id: string) =>
  (await before.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0];
const upload = (api: Api, file: { data: Buffer; type: string; name: string }) =>
  uploadAs(before.app, api, TEMPLATES_PATHS.media, file);

async function filesInDatabase(count: number) {
  const customer = await createCustomer(before.database.db);
  const api = await apiAs(before.app, customer);
  const files = [
    { data: PNG_BYTES, type: 'image/png', name: 'a.png' },
    { data: PDF_BYTES, type: 'application/pdf', name: 'b.pdf' },
    {
      data: Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), randomBytes(6 * 1024 * 1024)]),
      type: 'application/zip',
      name: 'c.zip',
    },
  ].slice(0, count);
  const media = [];
  for (const file of files) media.push({ ...(await upload(api, file)).json(), data: file.data });
  return { api: await apiAs(after.app, customer), media };
}

/** Moves everything still in the database (other tests' files too): answers the progress. */
const moveAll = () => moveMediaToS3(before.database.db, store, { batch: 2, parallel: 2 });

describe('moving media from the database to S3', () => {
  it('moves every file, checked, switches its row and serves it from the bucket; a second run has nothing to do', async () => {
    const { api, media } = await filesInDatabase(3);
    for (const file of media) {
      const row = (await rowOf(file.id))!;
      expect(row).toMatchObject({ storage: 'db', storageKey: null });
      expect(await store.exists(row)).toBe(true);
    }
    // A process with S3 on still reads what is in the database.
    expect((await api.get(media[0].url)).rawPayload.equals(PNG_BYTES)).toBe(true);

    const progress: number[] = [];
    const first = await moveMediaToS3(before.database.db, store, {
      batch: 2,
      onProgress: (p) => progress.push(p.moved),
    });
    expect(first).toMatchObject({ total: 3, moved: 3, skipped: 0, failed: 0 });
    expect(first.bytes).toBe(media.reduce((sum, file) => sum + file.data.length, 0));
    expect(progress).toEqual([2, 3]);
    for (const file of media) {
      const row = await rowOf(file.id);
      expect(row).toMatchObject({ storage: 's3', data: null });
      expect(await store.exists(row!)).toBe(true);
      expect((await s3.objects.read(row!.storageKey!))?.equals(file.data)).toBe(true);
      expect((await api.get(file.url)).rawPayload.equals(file.data)).toBe(true);
    }

    const second = await moveAll();
    expect(second).toMatchObject({ total: 0, moved: 0, failed: 0 });
    expect((await s3.objects.keys()).length).toBe(3);
  }, 120_000);

  it('skips a file deleted while it moved, and leaves no object of it', async () => {
    const { media } = await filesInDatabase(1);
    const keysBefore = await s3.objects.keys();
    // The file's row goes between its upload and its switch (a template purged meanwhile).
    const racing: MediaStore = {
      ...store,
      async put(accountId, body, known) {
        const place = await store.put(accountId, body, known);
        await before.database.db.delete(mediaFiles).where(eq(mediaFiles.id, media[0].id));
        return place;
      },
    };
    const moved = await moveMediaToS3(before.database.db, racing);
    expect(moved).toMatchObject({ total: 1, moved: 0, skipped: 1, failed: 0 });
    expect(await store.exists({ storage: 's3', storageKey: 'media/gone', data: null, size: 1 })).toBe(false);
    expect(await s3.objects.keys()).toEqual(keysBefore);
  });

  it('keeps a file whose bytes differ from its SHA-256 in the database, counted as failed, until mended', async () => {
    const { api, media } = await filesInDatabase(1);
    const keysBefore = await s3.objects.keys();
    const { sha256 } = (await rowOf(media[0].id))!;
    await before.database.db
      .update(mediaFiles)
      .set({ sha256: '0'.repeat(64) })
      .where(eq(mediaFiles.id, media[0].id));
    const failures: string[] = [];
    const failed = await moveMediaToS3(before.database.db, store, { onFailure: (id) => failures.push(id) });
    expect(failed).toMatchObject({ moved: 0, failed: 1 });
    expect(failures).toEqual([media[0].id]);
    expect(await rowOf(media[0].id)).toMatchObject({ storage: 'db' });
    expect(await s3.objects.keys()).toEqual(keysBefore);

    await before.database.db.update(mediaFiles).set({ sha256 }).where(eq(mediaFiles.id, media[0].id));
    expect(await moveAll()).toMatchObject({ moved: 1, failed: 0 });
    expect((await api.get(media[0].url)).rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('refuses to run without a bucket to move to', async () => {
    const databaseOnly = createMediaStore({
      db: before.database.db,
      s3: null,
      log: pino({ level: 'silent' }),
    });
    await expect(moveMediaToS3(before.database.db, databaseOnly)).rejects.toThrow(
      'MEDIA_S3_BUCKET is not set',
    );
  });
});

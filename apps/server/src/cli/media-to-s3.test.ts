import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { mediaFiles } from '../db/schema/index.ts';
import { insertMedia } from '../modules/templates/media.repo.ts';
import { createCustomer } from '../test/factories.ts';
import { PDF_BYTES, PNG_BYTES } from '../test/multipart.ts';
import { dropRunSchema } from '../test/processes.ts';
import { type S3TestServer, startS3Server } from '../test/s3-server.ts';

// `npm run media:to-s3` and the server's start, as processes of their own, on a database of this
// file (a PGlite folder, or a schema of DATABASE_URL's server) and a local S3 server.

const dataDir = mkdtempSync(join(tmpdir(), 'siar-media-cli-'));
const schema = `media_cli_${randomBytes(4).toString('hex')}`;
const dbEnv: Record<string, string> = process.env.DATABASE_URL
  ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema }
  : { DATA_DIR: dataDir };

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) await dropRunSchema(process.env.DATABASE_URL, schema);
});

/** The database as the command sees it, opened while no command runs (PGlite: one process). */
async function withDatabase<T>(use: (db: Database) => Promise<T>): Promise<T> {
  const database = await openConfiguredDatabase(loadConfig({ ...dbEnv, LOG_LEVEL: 'silent' }));
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

function run(script: string, env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...dbEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}
const command = (env: Record<string, string>, args: string[] = []) =>
  run('apps/server/src/cli/media-to-s3.ts', env, args);

const FILES = [
  { data: PNG_BYTES, mimetype: 'image/png', kind: 'image' as const },
  { data: PDF_BYTES, mimetype: 'application/pdf', kind: 'document' as const },
  { data: Buffer.from('nama,telepon\nSari,0812\n'), mimetype: 'text/csv', kind: 'document' as const },
];

describe('npm run media:to-s3', () => {
  it('moves the media kept in the database to the bucket, printing progress and a summary; a second run moves nothing', async () => {
    const ids = await withDatabase(async (db) => {
      const { accountId } = await createCustomer(db);
      const rows = [];
      for (const [i, file] of FILES.entries()) {
        const sha256 = createHash('sha256').update(file.data).digest('hex');
        const place = { storage: 'db' as const, storageKey: null, data: file.data };
        const meta = { accountId, kind: file.kind, mimetype: file.mimetype, fileName: `f${i}`, sha256 };
        rows.push((await insertMedia(db, { ...meta, size: file.data.length, place })).id);
      }
      return rows;
    });

    const first = await command(s3.env, ['--batch', '2']);
    expect(first.output).toContain('2 of 3 files: 2 moved');
    expect(first.output).toMatch(
      /Done: 3 of 3 files: 3 moved \(0\.0 MB\), 0 gone or moved meanwhile, 0 failed\./,
    );
    expect(first.code).toBe(0);

    const second = await command(s3.env);
    expect(second.output).toContain('Done: 0 of 0 files: 0 moved');
    expect(second.code).toBe(0);

    await withDatabase(async (db) => {
      for (const [i, id] of ids.entries()) {
        const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
        expect(row).toMatchObject({ storage: 's3', data: null });
        expect((await s3.objects.read(row!.storageKey!))?.equals(FILES[i]!.data)).toBe(true);
      }
    });
  }, 180_000);

  it('refuses to run without a bucket, or with one it cannot reach, naming the setting', async () => {
    const unset = await command({});
    expect(unset.code).toBe(1);
    expect(unset.output).toContain('MEDIA_S3_BUCKET: must be set');
    const missing = await command({ ...s3.env, MEDIA_S3_BUCKET: 'no-such-bucket' });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain(
      `MEDIA_S3_BUCKET: the bucket "no-such-bucket" at ${s3.env.MEDIA_S3_ENDPOINT} cannot be reached`,
    );
    const half = await command({ ...s3.env, MEDIA_S3_SECRET_ACCESS_KEY: '' });
    expect(half.code).toBe(1);
    expect(half.output).toContain(
      'MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY must be set together',
    );
  }, 120_000);

  it('stops the server at start when its bucket cannot be reached, saying why', async () => {
    const server = await run('apps/server/src/main.ts', {
      ...s3.env,
      MEDIA_S3_BUCKET: 'no-such-bucket',
      PORT: '0',
    });
    expect(server.code).toBe(1);
    expect(server.output).toContain('MEDIA_S3_BUCKET: the bucket "no-such-bucket"');
  }, 180_000);
});

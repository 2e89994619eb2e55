import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { createMediaStore, type MoveProgress, moveMediaToS3, s3SettingsOf } from '../storage/index.ts';

// npm run media:to-s3 [-- --batch 100 --parallel 4]
// (in the image: node apps/server/dist/media-to-s3.js)
// Moves media kept in the database to the MEDIA_S3_* bucket. Resumable, safe to run twice and
// beside running servers (PostgreSQL; PGlite's one process means the server must stop first).

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const line = (p: MoveProgress) =>
  `${p.moved + p.skipped + p.failed} of ${p.total} files: ${p.moved} moved (${megabytes(p.bytes)}), ` +
  `${p.skipped} gone or moved meanwhile, ${p.failed} failed`;

function positive(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new ConfigError(`--${name}: must be a whole number from 1 to 1000`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: { batch: { type: 'string' }, parallel: { type: 'string' } },
    strict: true,
  });
  const config = loadConfig();
  const s3 = s3SettingsOf(config);
  if (!s3)
    throw new ConfigError(
      'MEDIA_S3_BUCKET: must be set (with the other MEDIA_S3_* settings): the bucket to move media to',
    );
  const database = await openConfiguredDatabase(config);
  const media = createMediaStore({
    db: database.db,
    s3,
    log: { warn: (details, message) => console.warn(message, details) },
  });
  try {
    await media.check();
    console.log(`Moving media from the database (${database.kind}) to s3://${s3.bucket}/${s3.prefix}`);
    const done = await moveMediaToS3(database.db, media, {
      batch: positive(values.batch, 'batch', 100),
      parallel: positive(values.parallel, 'parallel', 4),
      onProgress: (progress) => console.log(line(progress)),
      onFailure: (mediaId, error) =>
        console.error(`  ${mediaId}: ${error instanceof Error ? error.message : String(error)}`),
    });
    console.log(`Done: ${line(done)}.`);
    if (done.failed > 0) {
      console.error('Files that failed stay in the database; run the command again to retry them.');
      process.exitCode = 1;
    }
  } finally {
    media.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof TypeError) {
    console.error(error.message);
  } else {
    console.error('media:to-s3 failed:', error);
  }
  process.exit(1);
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * A local S3-compatible server for a test file (s3rver: an S3 API over a temporary folder, on a
 * free port of 127.0.0.1), its bucket made, and the MEDIA_S3_* settings that point Siar at it.
 * Its `objects` look into the bucket as an operator would, with a client of their own.
 */
export async function startS3Server(bucket = 'siar-media', prefix = 'media/') {
  const directory = await mkdtemp(join(tmpdir(), 'siar-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver takes any request signed with its own fixed key pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_ACCESS_KEY_ID: credentials.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      MEDIA_S3_PREFIX: prefix,
    },
    objects: {
      /** Every key in the bucket (under `under`, if given). */
      async keys(under = ''): Promise<string[]> {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: under }));
        return (listed.Contents ?? []).map((object) => object.Key!).sort();
      },
      /** An object's bytes, or null when there is none. */
      async read(key: string): Promise<Buffer | null> {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
          return Buffer.from(await object.Body!.transformToByteArray());
        } catch {
          return null;
        }
      },
      async write(key: string, data: Buffer): Promise<void> {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data }));
      },
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;

import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ByteRange } from './media-storage.ts';
import type { S3Settings } from './s3-settings.ts';

/** A part of a multipart upload: S3's smallest; two in flight, so an upload holds about 10 MB. */
const PART_BYTES = 5 * 1024 * 1024;

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { name?: string }).name === 'NoSuchKey' ||
    (error as { name?: string }).name === 'NotFound' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/** The bucket's objects, through the AWS SDK: AWS S3, MinIO, Cloudflare R2 and the like. */
export class S3Objects {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(settings: S3Settings) {
    this.#bucket = settings.bucket;
    this.#client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: S3-compatible servers (older MinIO, R2's edges)
      // refuse the SDK's default CRC32 trailers on streamed bodies. Content-MD5 guards the moves.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000 },
    });
  }

  /** A stream of unknown length goes up in parts; whole bytes in one request that S3 checks by MD5. */
  async put(key: string, body: Readable | Buffer, metadata: Record<string, string> = {}): Promise<void> {
    if (Buffer.isBuffer(body)) {
      await this.#client.send(
        new PutObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
          ContentMD5: createHash('md5').update(body).digest('base64'),
          Metadata: metadata,
        }),
      );
      return;
    }
    const upload = new Upload({
      client: this.#client,
      params: { Bucket: this.#bucket, Key: key, Body: body, Metadata: metadata },
      partSize: PART_BYTES,
      queueSize: 2,
    });
    await upload.done();
  }

  /** The object's size as stored, or null when there is none. */
  async size(key: string): Promise<number | null> {
    try {
      const head = await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
      return head.ContentLength ?? null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** The object's bytes (or a range of them) as they come; null when there is no such object. */
  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const object = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return object.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Deletes the object; one that is not there is deleted already. */
  async delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  /** Throws when the bucket cannot be reached with these settings (checked at start). */
  async checkBucket(): Promise<void> {
    await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
  }

  close(): void {
    this.#client.destroy();
  }
}

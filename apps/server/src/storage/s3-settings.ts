import { z } from 'zod';

// MEDIA_S3_*: where media goes when it is not kept in PostgreSQL. S3 is on when MEDIA_S3_BUCKET is
// set; the other settings alone are a mistake and stop the start (see mediaS3Problem).

const unsetIfEmpty = z.literal('').transform(() => undefined);

/** The environment's MEDIA_S3_* variables, as config.ts parses them with the rest. */
export const mediaS3Env = {
  // S3's rule for bucket names (AWS, MinIO and R2 alike): 3-63 lowercase letters, digits, dots, hyphens.
  MEDIA_S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lowercase letters, digits, . or -',
    )
    .optional()
    .or(unsetIfEmpty),
  // AWS: the bucket's region; R2: auto; MinIO: any (us-east-1 unless MinIO was told otherwise).
  MEDIA_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as eu-central-1 or auto')
    .default('us-east-1'),
  // MinIO, R2 or another S3-compatible server; unset: AWS S3.
  MEDIA_S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .optional()
    .or(unsetIfEmpty),
  // Both or neither: neither uses the SDK's own chain (AWS_* variables, an instance role).
  MEDIA_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional().or(unsetIfEmpty),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional().or(unsetIfEmpty),
  // Addresses the bucket as ENDPOINT/BUCKET rather than BUCKET.ENDPOINT (MinIO needs it).
  MEDIA_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  // Object keys start with it (a bucket shared with other data); a folder, so it ends with /.
  MEDIA_S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_.-]+\/?)*$/, 'must be folder names (letters, digits, _ . -) separated by /')
    .default('')
    .transform((v) => (v === '' || v.endsWith('/') ? v : `${v}/`)),
};

type MediaS3Env = z.infer<z.ZodObject<typeof mediaS3Env>>;

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  prefix: string;
}

/** What is wrong with the MEDIA_S3_* settings taken together (as `VARIABLE: message`), or null. */
export function mediaS3Problem(env: MediaS3Env): string | null {
  if (!env.MEDIA_S3_ACCESS_KEY_ID !== !env.MEDIA_S3_SECRET_ACCESS_KEY) {
    return 'MEDIA_S3_SECRET_ACCESS_KEY: MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY must be set together';
  }
  const others = env.MEDIA_S3_ENDPOINT || env.MEDIA_S3_ACCESS_KEY_ID || env.MEDIA_S3_PREFIX;
  if (others && !env.MEDIA_S3_BUCKET) {
    return 'MEDIA_S3_BUCKET: must be set for the other MEDIA_S3_* settings to take effect (it turns S3 on)';
  }
  return null;
}

/** S3's settings when MEDIA_S3_BUCKET turns it on; null keeps media in the database. */
export function s3SettingsOf(env: MediaS3Env): S3Settings | null {
  if (!env.MEDIA_S3_BUCKET) return null;
  return {
    bucket: env.MEDIA_S3_BUCKET,
    region: env.MEDIA_S3_REGION,
    endpoint: env.MEDIA_S3_ENDPOINT,
    credentials:
      env.MEDIA_S3_ACCESS_KEY_ID && env.MEDIA_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE,
    prefix: env.MEDIA_S3_PREFIX,
  };
}

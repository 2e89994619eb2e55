import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { s3SettingsOf } from './s3-settings.ts';

const MINIO = {
  MEDIA_S3_BUCKET: 'siar-media',
  MEDIA_S3_ENDPOINT: 'http://minio:9000',
  MEDIA_S3_ACCESS_KEY_ID: 'siar',
  MEDIA_S3_SECRET_ACCESS_KEY: 'change-me-please',
  MEDIA_S3_FORCE_PATH_STYLE: 'true',
  MEDIA_S3_PREFIX: 'prod/media',
};

describe('MEDIA_S3_* settings', () => {
  it('keep media in the database unless MEDIA_S3_BUCKET is set', () => {
    expect(s3SettingsOf(loadConfig({}))).toBeNull();
    expect(s3SettingsOf(loadConfig({ MEDIA_S3_BUCKET: '' }))).toBeNull();
  });

  it('read a MinIO, R2 or AWS bucket, its prefix a folder', () => {
    expect(s3SettingsOf(loadConfig(MINIO))).toEqual({
      bucket: 'siar-media',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'siar', secretAccessKey: 'change-me-please' },
      forcePathStyle: true,
      prefix: 'prod/media/',
    });
    // AWS with the instance's own credentials: no keys, no endpoint.
    expect(
      s3SettingsOf(loadConfig({ MEDIA_S3_BUCKET: 'acme-siar', MEDIA_S3_REGION: 'ap-southeast-3' })),
    ).toEqual({
      bucket: 'acme-siar',
      region: 'ap-southeast-3',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('stop the start naming the setting that is wrong', () => {
    const problem = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return 'none';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    expect(problem({ MEDIA_S3_BUCKET: 'Siar_Media' })).toContain('MEDIA_S3_BUCKET: must be a bucket name');
    expect(problem({ ...MINIO, MEDIA_S3_ENDPOINT: 'minio:9000' })).toContain(
      'MEDIA_S3_ENDPOINT: must be an http(s) URL',
    );
    expect(problem({ ...MINIO, MEDIA_S3_FORCE_PATH_STYLE: 'yes' })).toContain(
      'MEDIA_S3_FORCE_PATH_STYLE: must be true or false',
    );
    expect(problem({ ...MINIO, MEDIA_S3_PREFIX: '/abs' })).toContain('MEDIA_S3_PREFIX: must be folder names');
    expect(problem({ ...MINIO, MEDIA_S3_SECRET_ACCESS_KEY: '' })).toContain(
      'MEDIA_S3_SECRET_ACCESS_KEY: MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(problem({ MEDIA_S3_ENDPOINT: 'http://minio:9000' })).toContain(
      'MEDIA_S3_BUCKET: must be set for the other MEDIA_S3_* settings to take effect',
    );
  });
});

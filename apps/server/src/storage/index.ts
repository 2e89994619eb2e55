// Media bytes, wherever they are kept: the database (the default) or an S3 bucket (MEDIA_S3_*).
export { databaseStorage } from './database-storage.ts';
export type { ByteRange, BytesPlace, MediaStorageKind, StoredFile } from './media-storage.ts';
export { MediaMissingError } from './media-storage.ts';
export { createMediaStore, type MediaStore } from './media-store.ts';
export { mediaStorageJobs } from './media-sweep.jobs.ts';
export { type MoveProgress, moveMediaToS3 } from './move-to-s3.ts';
export { s3SettingsOf } from './s3-settings.ts';

import { customType } from 'drizzle-orm/pg-core';

/** Binary data (media files, uploaded imports), read and written as Buffers on PGlite and pg alike. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.isBuffer(value) ? value : Buffer.from(value);
  },
});

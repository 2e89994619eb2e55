import { createHash } from 'node:crypto';
import type { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { databaseStorage } from '../../storage/index.ts';
import { PDF_BYTES, PNG_BYTES } from '../../test/multipart.ts';
import { intakeUpload } from './media-intake.ts';
import { byteRange } from './media-range.ts';

// The upload's streaming checks and the download's byte ranges, without HTTP or a database.

async function* chunks(data: Buffer, size = 1000) {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}
const png = { mimetype: 'image/png', limit: 10_000, truncated: () => false };
const intoRow = (body: PassThrough) => databaseStorage.put('account', body);

describe('an upload streamed into the store', () => {
  it('hands the store the bytes as they come, with their size and SHA-256', async () => {
    const data = Buffer.concat([PNG_BYTES, Buffer.alloc(6000, 1)]);
    const result = await intakeUpload(chunks(data), png, intoRow);
    expect(result).toMatchObject({ ok: true, size: data.length });
    if (!result.ok) throw new Error('refused');
    expect(result.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    expect(result.place.data?.equals(data)).toBe(true);
  });

  it('names the size first, then emptiness, then content, and keeps nothing of a refused file', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(20_000)]);
    expect(await intakeUpload(chunks(big), png, intoRow)).toEqual({ ok: false, problem: 'too_large' });
    expect(await intakeUpload(chunks(PDF_BYTES), png, intoRow)).toEqual({
      ok: false,
      problem: 'content_mismatch',
    });
    expect(await intakeUpload(chunks(Buffer.alloc(0)), png, intoRow)).toEqual({
      ok: false,
      problem: 'empty',
    });
    const cut = { ...png, truncated: () => true };
    expect(await intakeUpload(chunks(PNG_BYTES), cut, intoRow)).toEqual({ ok: false, problem: 'too_large' });
  });

  it('refuses while the store has not started reading, and reads the rest of the body all the same', async () => {
    let read = 0;
    async function* counted() {
      for await (const chunk of chunks(Buffer.concat([PDF_BYTES, Buffer.alloc(50_000)]))) {
        read += chunk.length;
        yield chunk;
      }
    }
    const late = async (body: PassThrough) => {
      await new Promise((resolve) => setImmediate(resolve));
      return databaseStorage.put('account', body);
    };
    expect(await intakeUpload(counted(), { ...png, limit: 100_000 }, late)).toEqual({
      ok: false,
      problem: 'content_mismatch',
    });
    expect(read).toBe(PDF_BYTES.length + 50_000);
  });

  it('reports a store that fails apart from the file, and a body that breaks as it is', async () => {
    const failing = async (body: PassThrough) => {
      body.resume();
      throw new Error('bucket unreachable');
    };
    expect(await intakeUpload(chunks(PNG_BYTES), png, failing)).toMatchObject({
      ok: false,
      problem: 'store_failed',
    });
    async function* broken() {
      yield PNG_BYTES;
      throw new Error('connection reset');
    }
    await expect(intakeUpload(broken(), png, intoRow)).rejects.toThrow('connection reset');
  });
});

describe('a download range', () => {
  it('reads one range of bytes=, and leaves anything else to the whole file', () => {
    expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 100)).toBe('unsatisfiable');
    for (const ignored of [undefined, '', 'bytes=5-2', 'bytes=0-1,5-6', 'items=0-1', 'bytes=-', 'bytes=a-b'])
      expect(byteRange(ignored, 100)).toBeUndefined();
  });
});

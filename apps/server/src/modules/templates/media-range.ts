import type { ByteRange } from '../../storage/index.ts';

/**
 * The one byte range a `Range: bytes=…` header asks of a file of `size` bytes (RFC 9110 14.1.2):
 * a range, `unsatisfiable` (it starts past the end: 416), or undefined for the whole file (no
 * header, several ranges, or one that cannot be read: a server may ignore those).
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '') {
    // The last N bytes.
    if (to === '') return undefined;
    const suffix = Number(to);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return undefined;
  return start >= size ? 'unsatisfiable' : { start, end };
}

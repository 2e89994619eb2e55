import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { BytesPlace } from '../../storage/index.ts';
import { contentFitsType, SNIFF_BYTES } from './media-sniff.ts';

/** Why an upload's bytes were refused, in the order the answer names them. */
export type IntakeProblem = 'too_large' | 'empty' | 'content_mismatch';

export type IntakeResult =
  | { ok: true; size: number; sha256: string; place: BytesPlace }
  | { ok: false; problem: IntakeProblem; place?: BytesPlace }
  /** The store failed (S3 unreachable): not the client's fault. */
  | { ok: false; problem: 'store_failed'; error: unknown };

/** Writes a chunk, waiting while the store is behind (or until it stopped reading). */
async function feed(sink: PassThrough, chunk: Buffer): Promise<void> {
  if (sink.destroyed || sink.write(chunk)) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      sink.off('drain', done);
      sink.off('close', done);
      resolve();
    };
    sink.on('drain', done);
    sink.on('close', done);
  });
}

/**
 * Streams an upload into the store while checking it: its size against the kind's limit, its
 * first bytes against its type, and its SHA-256. The store gets the bytes as they come (S3 in
 * parts, never the whole file in memory); once the file is refused the store's stream is broken
 * off and the rest is read to its end without being kept, so the browser still gets the answer.
 * `source` errors (a malformed body) are thrown as they are, after the store has stopped.
 */
export async function intakeUpload(
  source: AsyncIterable<Buffer>,
  check: { mimetype: string; limit: number; truncated: () => boolean },
  put: (body: PassThrough) => Promise<BytesPlace>,
): Promise<IntakeResult> {
  const sink = new PassThrough();
  // Its error reaches the store through its reads; the store may not be reading yet when refused.
  sink.on('error', () => {});
  const stored = put(sink).then(
    (place) => ({ place }),
    (error: unknown) => {
      sink.destroy();
      return { error };
    },
  );
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let size = 0;
  let refused = false;
  const refuse = () => {
    refused = true;
    sink.destroy(new Error('upload refused'));
  };
  try {
    for await (const chunk of source) {
      size += chunk.length;
      if (head.length < SNIFF_BYTES)
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      if (
        !refused &&
        (size > check.limit || (head.length >= SNIFF_BYTES && !contentFitsType(head, check.mimetype)))
      )
        refuse();
      if (refused) continue;
      hash.update(chunk);
      await feed(sink, chunk);
    }
  } catch (error) {
    refuse();
    await stored;
    throw error;
  }
  const problem = verdict(size, check, head);
  if (problem) refuse();
  else sink.end();
  const outcome = await stored;
  if (problem) return { ok: false, problem, ...('place' in outcome ? { place: outcome.place } : {}) };
  if ('error' in outcome) return { ok: false, problem: 'store_failed', error: outcome.error };
  return { ok: true, size, sha256: hash.digest('hex'), place: outcome.place };
}

/** The first of the upload's problems, as the answer names them: size, emptiness, content. */
function verdict(
  size: number,
  check: { mimetype: string; limit: number; truncated: () => boolean },
  head: Buffer,
) {
  if (size > check.limit || check.truncated()) return 'too_large';
  if (size === 0) return 'empty';
  if (!contentFitsType(head, check.mimetype)) return 'content_mismatch';
  return null;
}

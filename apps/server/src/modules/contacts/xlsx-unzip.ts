import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { IMPORT_MAX_UNPACKED_BYTES } from '@siar/shared';
import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';
import { AppError } from '../../http/errors.ts';

// The zip side of reading an XLSX file: the directory says how large each part unpacks, and a part
// past what is left of the limit is refused before it is inflated; yauzl refuses a part that
// inflates past what the directory said, and the bytes inflated are counted again here.

// A workbook has a handful of parts; a directory of thousands is not a spreadsheet.
const MAX_ZIP_ENTRIES = 10_000;

export const malformed = () => AppError.badRequest('import_file_malformed', { format: 'Excel (.xlsx)' });
export const unpackedTooLarge = () =>
  AppError.badRequest('import_file_unpacked_too_large', {
    limit: `${IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024} MB`,
  });

export function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    );
  });
}

export function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName.replace(/^\/+/, ''), entry);
      if (entries.size > MAX_ZIP_ENTRIES) {
        zip.close();
        reject(malformed());
      } else zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream)));
  });
}

/** Feeds one part of the zip through an XML parser the caller has set up, counting what it inflates. */
export async function parsePart(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  budget: { left: number },
  setUp: (parser: SaxesParser) => void,
) {
  // What the zip's directory says the part unpacks to, before inflating any of it.
  if (entry.uncompressedSize > budget.left) throw unpackedTooLarge();
  const parser = new SaxesParser({ position: false });
  setUp(parser);
  const stream = await openEntry(zip, entry);
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      budget.left -= chunk.length;
      if (budget.left < 0) throw unpackedTooLarge();
      parser.write(decoder.write(chunk));
    }
    parser.write(decoder.end());
    parser.close();
  } finally {
    stream.destroy();
  }
}

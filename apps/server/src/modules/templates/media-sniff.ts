// Whether a file's first bytes agree with the type it was uploaded as: an attachment is sent to
// WhatsApp as that type, and a renamed file would fail there (or be something else entirely).

const bytes = (...values: number[]) => Buffer.from(values);
const ascii = (text: string) => Buffer.from(text, 'latin1');
const at = (head: Buffer, offset: number, signature: Buffer) =>
  head.length >= offset + signature.length &&
  head.subarray(offset, offset + signature.length).equals(signature);

const ZIP = bytes(0x50, 0x4b, 0x03, 0x04);
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
/** ISO media (MP4, 3GP, M4A): a `ftyp` box first. */
const isoMedia = (head: Buffer) => at(head, 4, ascii('ftyp'));
/** An MPEG audio frame's sync bits, or ADTS (AAC) when `adts`. */
const frameSync = (head: Buffer, adts: boolean) =>
  head.length >= 2 && head[0] === 0xff && (head[1]! & 0xf0) === 0xf0 && ((head[1]! & 0x06) === 0) === adts;
/** Text has no NUL byte. */
const isText = (head: Buffer) => !head.includes(0);

const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  'image/jpeg': (head) => at(head, 0, bytes(0xff, 0xd8, 0xff)),
  'image/png': (head) => at(head, 0, bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)),
  'image/webp': (head) => at(head, 0, ascii('RIFF')) && at(head, 8, ascii('WEBP')),
  'video/mp4': isoMedia,
  'video/3gpp': isoMedia,
  'audio/mp4': isoMedia,
  'audio/ogg': (head) => at(head, 0, ascii('OggS')),
  'audio/mpeg': (head) => at(head, 0, ascii('ID3')) || frameSync(head, false),
  'audio/aac': (head) => frameSync(head, true) || at(head, 0, ascii('ADIF')),
  'application/pdf': (head) => at(head, 0, ascii('%PDF-')),
  'application/zip': (head) => at(head, 0, ZIP),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (head) => at(head, 0, ZIP),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (head) => at(head, 0, ZIP),
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': (head) => at(head, 0, ZIP),
  'application/msword': (head) => at(head, 0, OLE),
  'application/vnd.ms-excel': (head) => at(head, 0, OLE),
  'application/vnd.ms-powerpoint': (head) => at(head, 0, OLE),
  'text/plain': isText,
  'text/csv': isText,
};

/** How many first bytes the checks read. */
export const SNIFF_BYTES = 4096;

/** Whether the file's first bytes fit its declared type (a type without a check fits). */
export function contentFitsType(head: Buffer, mimetype: string): boolean {
  const check = SIGNATURES[mimetype];
  return check ? check(head.subarray(0, SNIFF_BYTES)) : true;
}

// QRIS is EMVCo's merchant-presented QR: a string of TLV fields (two-digit tag, two-digit length,
// value) ending in tag 63, a CRC-16/CCITT-FALSE of everything before its value. A merchant's static
// QRIS (tag 01 = "11") becomes a dynamic one for a single payment by setting tag 01 to "12", adding
// the amount as tag 54, and recomputing the CRC.

export interface TlvField {
  tag: string;
  value: string;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) as 4 upper-case hex digits. */
export function crc16CcittFalse(data: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(data, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export class QrisError extends Error {}

/** The top-level fields of a payload, in order. Throws a QrisError when it is not well-formed TLV. */
export function parseTlv(payload: string): TlvField[] {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < payload.length) {
    const tag = payload.slice(at, at + 2);
    const length = payload.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(length)) {
      throw new QrisError(`malformed field at position ${at}`);
    }
    const value = payload.slice(at + 4, at + 4 + Number(length));
    if (value.length !== Number(length)) throw new QrisError(`field ${tag} is cut short`);
    fields.push({ tag, value });
    at += 4 + value.length;
  }
  return fields;
}

export function encodeTlv(fields: readonly TlvField[]): string {
  return fields
    .map(({ tag, value }) => {
      if (value.length > 99) throw new QrisError(`field ${tag} is longer than 99 characters`);
      return `${tag}${String(value.length).padStart(2, '0')}${value}`;
    })
    .join('');
}

/** Appends tag 63 with the CRC of everything before it, its own tag and length included. */
export function withCrc(payloadWithoutCrc: string): string {
  const head = `${payloadWithoutCrc}6304`;
  return head + crc16CcittFalse(head);
}

export function hasValidCrc(payload: string): boolean {
  if (!/6304[0-9A-Fa-f]{4}$/.test(payload)) return false;
  return crc16CcittFalse(payload.slice(0, -4)) === payload.slice(-4).toUpperCase();
}

/** Why a payload cannot serve as the merchant's QRIS, or null when it can. */
export function qrisProblem(payload: string): string | null {
  let fields: TlvField[];
  try {
    fields = parseTlv(payload);
  } catch (error) {
    return (error as Error).message;
  }
  const tags = fields.map((f) => f.tag);
  if (fields[0]?.tag !== '00' || fields[0].value !== '01') return 'must start with 000201';
  if (fields.at(-1)?.tag !== '63') return 'must end with the CRC field (tag 63)';
  if (!hasValidCrc(payload)) return 'its CRC (tag 63) does not match';
  for (const required of ['53', '58', '59']) {
    if (!tags.includes(required)) return `field ${required} is missing`;
  }
  if (fields.find((f) => f.tag === '53')?.value !== '360') return 'currency (tag 53) must be 360 (IDR)';
  return null;
}

/**
 * The dynamic QRIS for one payment of `amount` rupiah: tag 01 set to "12" (one-time), tag 54 (the
 * amount) placed before the first higher tag (normally 58), any convenience-fee fields (55-57)
 * dropped so the payer cannot change the amount, and the CRC recomputed.
 */
export function toDynamicQris(staticPayload: string, amount: number): string {
  const problem = qrisProblem(staticPayload);
  if (problem) throw new QrisError(`not a valid QRIS payload: ${problem}`);
  if (!Number.isInteger(amount) || amount <= 0) throw new QrisError('the amount must be a positive integer');

  const fields = parseTlv(staticPayload).filter((f) => !['01', '54', '55', '56', '57', '63'].includes(f.tag));
  fields.splice(1, 0, { tag: '01', value: '12' });
  const amountAt = fields.findIndex((f) => Number(f.tag) > 54);
  fields.splice(amountAt === -1 ? fields.length : amountAt, 0, { tag: '54', value: String(amount) });
  return withCrc(encodeTlv(fields));
}

export function qrisMerchantName(payload: string): string {
  return parseTlv(payload).find((f) => f.tag === '59')?.value ?? '';
}

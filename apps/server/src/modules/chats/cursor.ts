import { AppError } from '../../http/errors.ts';

/**
 * A keyset position (a time as PostgreSQL wrote it, microseconds kept, and a row id) as an opaque
 * string the page hands back for the next page.
 */
export interface Cursor {
  at: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string | undefined): Cursor | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      UUID.test(value[1]) &&
      value[0].length < 40 &&
      !Number.isNaN(Date.parse(value[0]))
    ) {
      return { at: value[0], id: value[1] };
    }
  } catch {}
  throw AppError.fields({ cursor: 'chat_cursor_invalid' });
}

// Search terms as indexes can serve them: "contains" for trigram indexes (pg_trgm), and an id
// prefix as a range of the uuid key instead of a cast of every row to text.

/** An ILIKE pattern matching any part of a text, with the term's own % _ \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const UUID_SHAPE = 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';
const HEX = /^[0-9a-f]$/;

const asUuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * The uuids whose text starts with `term` (any case), as the inclusive range `from`..`to` of the
 * key; nothing when the term cannot begin a uuid's text. Uuids order by their bytes, which is the
 * order of their hex text, so the range is exactly the prefix.
 */
export function uuidPrefixRange(term: string): { from: string; to: string } | undefined {
  const text = term.toLowerCase();
  if (text.length === 0 || text.length > UUID_SHAPE.length) return undefined;
  for (let i = 0; i < text.length; i++) {
    const fits = UUID_SHAPE[i] === '-' ? text[i] === '-' : HEX.test(text[i]!);
    if (!fits) return undefined;
  }
  const hex = text.replaceAll('-', '');
  return { from: asUuid(hex.padEnd(32, '0')), to: asUuid(hex.padEnd(32, 'f')) };
}

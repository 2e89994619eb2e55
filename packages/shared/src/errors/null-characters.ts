/**
 * PostgreSQL text cannot hold U+0000, so a value carrying one would fail deep in a query. The server
 * refuses it up front, naming the field: the path of the first string that holds one, or null.
 */
export function findNullCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNullCharacter(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNullCharacter(key, [...path, key]) ?? findNullCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

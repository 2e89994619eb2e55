/** How deep a request body may nest; real forms stay under 10, an attack sends thousands. */
export const MAX_BODY_DEPTH = 64;

export type BodyProblem = { kind: 'too_deep' } | { kind: 'null_character'; path: string[] };

/**
 * PostgreSQL text cannot hold U+0000, so a value carrying one would fail deep in a query; the server
 * refuses it up front, naming the field (the path of the first string holding one). A body nested
 * deeper than MAX_BODY_DEPTH is refused too. The walk keeps its own stack instead of recursing, so a
 * body nested 20,000 deep cannot overflow the call stack.
 */
export function findBodyProblem(value: unknown, maxDepth = MAX_BODY_DEPTH): BodyProblem | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const next = pending.pop() as { value: unknown; path: string[] };
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return { kind: 'null_character', path: next.path };
      continue;
    }
    if (!next.value || typeof next.value !== 'object') continue;
    if (next.path.length >= maxDepth) return { kind: 'too_deep' };
    const entries = Array.isArray(next.value)
      ? next.value.map((item, index) => [String(index), item] as const)
      : Object.entries(next.value);
    // Pushed in reverse so the first field is looked at first, as the form reads.
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index] as readonly [string, unknown];
      const path = [...next.path, key];
      pending.push({ value: item, path });
      if (!Array.isArray(next.value)) pending.push({ value: key, path });
    }
  }
  return null;
}

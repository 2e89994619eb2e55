/**
 * What the sandbox's simulated phones show of a chat's presence: whether a number is shown
 * "typing…" by another. Kept in memory: the simulated recipients live in this process.
 */
const typing = new Set<string>();

const key = (from: string, to: string) => `${from}>${to}`;

export function showTyping(from: string, to: string, shown: boolean): void {
  if (shown) typing.add(key(from, to));
  else typing.delete(key(from, to));
}

export function isTypingShown(from: string, to: string): boolean {
  return typing.has(key(from, to));
}

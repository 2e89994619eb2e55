import type { TemplateContact } from '@siar/shared';

/** The contact the live preview renders for; the customer edits it to try their variables. */
export function sampleContact(customFieldKeys: readonly string[]): TemplateContact {
  return {
    name: 'Sari',
    phone: '+6281234567890',
    email: 'sari@example.com',
    customFields: Object.fromEntries(customFieldKeys.map((key) => [key, ''])),
  };
}

/**
 * A repeatable random source (mulberry32): the preview keeps its spintax picks while one types,
 * and "Shuffle" changes the seed to show another variant.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A file size as people read it. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KB`;
  return `${Math.round(bytes / (1024 * 104.8576)) / 10} MB`;
}

import { OPT_OUT_WORDS } from '@siar/shared';

const WORDS = new Set<string>(OPT_OUT_WORDS.map((word) => word.toUpperCase()));

/** A reply that asks to hear no more: STOP or its Indonesian, Bengali or Burmese equivalent, alone. */
export function isOptOutReply(text: string | undefined): boolean {
  if (!text) return false;
  const words = text
    .trim()
    .replace(/[.!。।]+$/u, '')
    .trim()
    .toUpperCase();
  return WORDS.has(words);
}

import type { KeywordMatchMode } from '@siar/shared';

// Keywords match a normalised copy of the message: what a person types in a hurry ("HARGA??",
// "Hárga", full-width "ＨＡＲＧＡ") is the keyword "harga".

/** Scripts written without spaces between words: a keyword there matches inside a run of text. */
const UNSPACED_SCRIPT =
  /[\p{Script=Myanmar}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Lower case, full-width and compatibility forms folded (NFKC), Latin accents dropped (only the
 * combining diacritics block, so Bengali and Burmese vowel signs stay), apostrophes dropped, every
 * other punctuation mark or symbol a space, spaces collapsed.
 */
export function normaliseForKeywords(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .normalize('NFC')
    .replace(/['’`]/gu, '')
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim();
}

/** Whether one normalised keyword matches a normalised message, on whole words where words are spaced. */
function matchesOne(message: string, keyword: string, mode: KeywordMatchMode): boolean {
  if (keyword.length === 0) return false;
  if (mode === 'exact') return message === keyword;
  if (UNSPACED_SCRIPT.test(keyword)) {
    return mode === 'starts_with' ? message.startsWith(keyword) : message.includes(keyword);
  }
  if (mode === 'starts_with') return message === keyword || message.startsWith(`${keyword} `);
  return ` ${message} `.includes(` ${keyword} `);
}

/** Whether any of the rule's keywords matches the message (both given normalised). */
export function keywordsMatch(message: string, keywords: readonly string[], mode: KeywordMatchMode): boolean {
  return keywords.some((keyword) => matchesOne(message, keyword, mode));
}

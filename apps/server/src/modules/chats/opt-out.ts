import { OPT_OUT_NEGATIONS, OPT_OUT_PHRASES, OPT_OUT_WORDS } from '@siar/shared';

// Matching is on a normalised copy of the text: lower case, apostrophes dropped ("don't" is
// "dont"), every other punctuation mark or symbol a space, spaces collapsed.
function normalise(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’`]/gu, '')
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim();
}

const WORDS = new Set<string>(OPT_OUT_WORDS.map(normalise));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (texts: readonly string[]) => texts.map((text) => escapeRegExp(normalise(text))).join('|');

/** A phrase as a pattern on whole words; `…` takes up to three words in between. */
function phrasePattern(phrase: string): string {
  const parts = normalise(phrase.replaceAll('…', ' qgapq ')).split(' ');
  return parts.map((part) => (part === 'qgapq' ? '(?:\\S+ ){0,3}' : `${escapeRegExp(part)} `)).join('');
}

/** One language's phrases, each on whole words and not turned around by a negation beside it. */
function languagePattern(
  phrases: readonly string[],
  negations: { before: readonly string[]; after: readonly string[] },
) {
  const before = negations.before.length ? `(?<!(?:^| )(?:${anyOf(negations.before)}) )` : '';
  const after = negations.after.length ? `(?!(?:${anyOf(negations.after)}) )` : '';
  return new RegExp(`(?:^| )${before}(?:${phrases.map(phrasePattern).join('|')})${after}`, 'u');
}

// The text matched against ends with a space, so every word of a phrase is followed by one.
const SPACED = (['en', 'id', 'bn'] as const).map((language) =>
  languagePattern(OPT_OUT_PHRASES[language], OPT_OUT_NEGATIONS[language]),
);
// Burmese runs its words together: its phrases match anywhere, spaces ignored on both sides.
const UNSPACED = OPT_OUT_PHRASES.my.map((phrase) => normalise(phrase).replaceAll(' ', ''));

/** A reply that asks to hear no more: a STOP word alone, or an opt-out phrase in en, id, bn or my. */
export function isOptOutReply(text: string | undefined): boolean {
  if (!text) return false;
  const plain = normalise(text);
  if (WORDS.has(plain)) return true;
  if (SPACED.some((pattern) => pattern.test(`${plain} `))) return true;
  const joined = plain.replaceAll(' ', '');
  return UNSPACED.some((phrase) => joined.includes(phrase));
}

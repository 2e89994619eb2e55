import { describe, expect, it } from 'vitest';
import { chooseRule, type DecisionRule, type MessageFacts } from './choose-rule.ts';
import { keywordsMatch, normaliseForKeywords } from './keyword-match.ts';
import { compilePattern, patternProblem, patternsMatch } from './pattern-match.ts';

// The decision alone: which rule answers a message, and which guard holds a matching rule back.

let seq = 0;
function rule(overrides: Partial<DecisionRule>): DecisionRule {
  seq += 1;
  return {
    id: `rule-${seq}`,
    name: `Rule ${seq}`,
    trigger: 'keyword',
    matchMode: 'contains',
    keywords: [],
    pattern: null,
    optAction: null,
    deviceIds: null,
    answerable: true,
    ...overrides,
  };
}
const keyword = (words: string[], matchMode: DecisionRule['matchMode'] = 'contains') =>
  rule({ keywords: words.map(normaliseForKeywords), matchMode });

function facts(overrides: Partial<MessageFacts> = {}): MessageFacts {
  return {
    deviceId: 'device-a',
    text: '',
    firstMessage: false,
    optedOut: false,
    open: true,
    firedInWindow: new Set(),
    answersLastHour: 0,
    maxPerConversationHour: 3,
    humanAnsweredRecently: false,
    ...overrides,
  };
}

describe('keywords', () => {
  const matches = (text: string, words: string[], mode: 'exact' | 'contains' | 'starts_with') =>
    keywordsMatch(normaliseForKeywords(text), words.map(normaliseForKeywords), mode);

  it('ignore case, accents, full-width forms and punctuation', () => {
    expect(matches('HARGA??', ['harga'], 'exact')).toBe(true);
    expect(matches('Hárga!', ['harga'], 'exact')).toBe(true);
    expect(matches('ＨＡＲＧＡ', ['harga'], 'exact')).toBe(true);
    expect(matches('  harga...  ', ['Harga'], 'exact')).toBe(true);
    expect(matches("what's the price", ['whats the price'], 'exact')).toBe(true);
  });

  it('contain whole words only, where words are spaced', () => {
    expect(matches('berapa harga nya kak?', ['harga'], 'contains')).toBe(true);
    expect(matches('this is it', ['hi'], 'contains')).toBe(false);
    expect(matches('hi, there', ['hi'], 'contains')).toBe(true);
    expect(matches('I want to order now', ['order now'], 'contains')).toBe(true);
  });

  it('start the message, or match it exactly', () => {
    expect(matches('Promo hari ini?', ['promo'], 'starts_with')).toBe(true);
    expect(matches('ada promo?', ['promo'], 'starts_with')).toBe(false);
    expect(matches('promo', ['promo'], 'exact')).toBe(true);
    expect(matches('promo dong', ['promo'], 'exact')).toBe(false);
  });

  it('keep Bengali vowel signs and find Burmese words inside unspaced text', () => {
    expect(matches('দাম কত?', ['দাম'], 'contains')).toBe(true);
    expect(matches('দিম কত?', ['দাম'], 'contains')).toBe(false);
    expect(matches('ဈေးနှုန်းဘယ်လောက်လဲ', ['ဈေးနှုန်း'], 'contains')).toBe(true);
  });

  it('match any of several keywords', () => {
    expect(matches('Halo kak', ['hello', 'halo', 'hai'], 'starts_with')).toBe(true);
  });
});

describe('regular expressions', () => {
  it('are refused when they do not compile or nest repetitions', () => {
    expect(patternProblem('order\\s+#?\\d+')).toBeNull();
    expect(patternProblem('(unclosed')).toMatchObject({ code: 'auto_reply_pattern_invalid' });
    expect(patternProblem('^(a+)+$')).toEqual({ code: 'auto_reply_pattern_unsafe' });
  });

  it('match case-insensitively, and one that runs too long matches nothing while the others still do', () => {
    const slow = /^(a+)+$/u; // as if it had been saved before the check existed
    const fast = compilePattern('aaa')!;
    const started = performance.now();
    expect(patternsMatch([slow, fast, compilePattern('ORDER')!], `${'a'.repeat(40)}b order`)).toEqual([
      false,
      true,
      true,
    ]);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('choosing the rule', () => {
  it('answers with the first matching rule in order', () => {
    const price = keyword(['harga']);
    const order = keyword(['order']);
    const decision = chooseRule([price, order], facts({ text: 'harga order?' }));
    expect(decision.rule?.id).toBe(price.id);
  });

  it('listens only on the rule’s devices', () => {
    const other = rule({ ...keyword(['harga']), deviceIds: new Set(['device-b']) });
    const mine = keyword(['harga']);
    expect(chooseRule([other, mine], facts({ text: 'harga' })).rule?.id).toBe(mine.id);
    expect(chooseRule([other], facts({ text: 'harga' })).rule).toBeNull();
  });

  it('welcomes a first message once per window, and answers away only while closed', () => {
    const welcome = rule({ trigger: 'welcome' });
    const away = rule({ trigger: 'away' });
    expect(chooseRule([welcome, away], facts({ firstMessage: true })).rule?.id).toBe(welcome.id);
    expect(chooseRule([welcome, away], facts({ firstMessage: false, open: false })).rule?.id).toBe(away.id);
    expect(chooseRule([away], facts({ open: true })).rule).toBeNull();
    const again = chooseRule([away], facts({ open: false, firedInWindow: new Set([away.id]) }));
    expect(again).toEqual({ rule: null, held: [{ rule: away, reason: 'once_window' }] });
    expect(chooseRule([away], facts({ open: null })).held).toEqual([
      { rule: away, reason: 'no_business_hours' },
    ]);
  });

  it('falls back only when no other rule matched, and not after a person answered', () => {
    const price = keyword(['harga']);
    const fallback = rule({ trigger: 'fallback' });
    expect(chooseRule([fallback, price], facts({ text: 'hello?' })).rule?.id).toBe(fallback.id);
    expect(chooseRule([fallback, price], facts({ text: 'harga?' })).rule?.id).toBe(price.id);
    const heldPrice = chooseRule([fallback, price], facts({ text: 'harga', optedOut: true }));
    expect(heldPrice.rule).toBeNull();
    expect(chooseRule([fallback], facts({ humanAnsweredRecently: true })).held[0]?.reason).toBe(
      'human_answered',
    );
  });

  it('gives an opted-out contact only a rule that acts on the opt-out', () => {
    const price = keyword(['stop', 'harga']);
    const confirm = rule({ ...keyword(['stop']), optAction: 'out' });
    const decision = chooseRule([price, confirm], facts({ text: 'STOP', optedOut: true }));
    expect(decision.rule?.id).toBe(confirm.id);
    expect(decision.held).toEqual([{ rule: price, reason: 'opted_out' }]);
  });

  it('stops at the conversation’s cap of answers per hour, so two bots cannot loop', () => {
    const price = keyword(['harga']);
    const decision = chooseRule([price], facts({ text: 'harga', answersLastHour: 3 }));
    expect(decision).toEqual({ rule: null, held: [{ rule: price, reason: 'conversation_cap' }] });
    expect(chooseRule([price], facts({ text: 'harga', answersLastHour: 2 })).rule?.id).toBe(price.id);
  });

  it('passes over a rule whose answer is gone', () => {
    const broken = rule({ ...keyword(['harga']), answerable: false });
    const working = keyword(['harga']);
    expect(chooseRule([broken, working], facts({ text: 'harga' })).rule?.id).toBe(working.id);
  });

  it('fires a regular expression rule on its match', () => {
    const tracking = rule({ trigger: 'regex', matchMode: null, pattern: compilePattern('resi\\s*\\d{6,}') });
    expect(chooseRule([tracking], facts({ text: 'Cek RESI 1234567 dong' })).rule?.id).toBe(tracking.id);
    expect(chooseRule([tracking], facts({ text: 'Cek resi ya' })).rule).toBeNull();
  });
});

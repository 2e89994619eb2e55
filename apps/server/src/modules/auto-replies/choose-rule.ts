import type {
  AutoReplyHeldReason,
  AutoReplyOptAction,
  AutoReplyTrigger,
  KeywordMatchMode,
} from '@siar/shared';
import { keywordsMatch, normaliseForKeywords } from './keyword-match.ts';
import { patternsMatch } from './pattern-match.ts';

// Which rule answers one message: a pure decision over the account's rules and what is known of
// the message and its conversation, the same for a contact's real message and the test console.

/** A rule as the decision reads it: keywords normalised, the pattern compiled, the scope as devices. */
export interface DecisionRule {
  id: string;
  name: string;
  trigger: AutoReplyTrigger;
  matchMode: KeywordMatchMode | null;
  keywords: readonly string[];
  pattern: RegExp | null;
  optAction: AutoReplyOptAction | null;
  /** The devices it listens on; null for all of the account's. */
  deviceIds: ReadonlySet<string> | null;
  /** False when its answer is gone (a deleted or trashed template, a deleted quick reply). */
  answerable: boolean;
}

/** What is known of the message when it is decided. */
export interface MessageFacts {
  deviceId: string;
  text: string;
  /** The contact's first message ever to the account (any of its devices). */
  firstMessage: boolean;
  optedOut: boolean;
  /** Whether the business is open when the contact wrote; null when no hours are set. */
  open: boolean | null;
  /** Welcome and away rules that answered this contact within their window. */
  firedInWindow: ReadonlySet<string>;
  /** Automatic answers in this conversation in the last hour, and the account's cap on them. */
  answersLastHour: number;
  maxPerConversationHour: number;
  /** A person answered this conversation within the pause (the fallback stays quiet). */
  humanAnsweredRecently: boolean;
}

export interface Decision {
  rule: DecisionRule | null;
  /** Rules that matched but a guard held back, in order, with the guard. */
  held: { rule: DecisionRule; reason: AutoReplyHeldReason }[];
}

function guard(rule: DecisionRule, facts: MessageFacts): AutoReplyHeldReason | null {
  if (!rule.answerable) return 'answer_missing';
  // An opted-out contact hears only a rule that acts on the opt-out: its confirmation, or opting back in.
  if (facts.optedOut && !rule.optAction) return 'opted_out';
  if ((rule.trigger === 'welcome' || rule.trigger === 'away') && facts.firedInWindow.has(rule.id)) {
    return 'once_window';
  }
  if (rule.trigger === 'fallback' && facts.humanAnsweredRecently) return 'human_answered';
  return null;
}

/** Whether a rule's trigger matches; `patternHits` answers the regex rules' results by id. */
function triggerMatches(
  rule: DecisionRule,
  facts: MessageFacts,
  text: string,
  patternHits: () => Map<string, boolean>,
) {
  switch (rule.trigger) {
    case 'keyword':
      return rule.matchMode !== null && keywordsMatch(text, rule.keywords, rule.matchMode);
    case 'regex':
      return patternHits().get(rule.id) === true;
    case 'welcome':
      return facts.firstMessage;
    case 'away':
      return facts.open === false;
    case 'fallback':
      return false;
  }
}

/** Each regex rule's result on the text, by rule id. */
function matchPatterns(rules: readonly DecisionRule[], text: string): Map<string, boolean> {
  const regexRules = rules.filter((rule) => rule.trigger === 'regex' && rule.pattern);
  const results = patternsMatch(
    regexRules.map((rule) => rule.pattern!),
    text,
  );
  return new Map(regexRules.map((rule, i) => [rule.id, results[i] === true]));
}

/**
 * The first rule in order whose trigger matches and whose guards let it answer; the fallback only
 * when no other rule matched at all. Nothing when the conversation had its hour's answers already.
 */
export function chooseRule(rules: readonly DecisionRule[], facts: MessageFacts): Decision {
  const inScope = rules.filter((rule) => !rule.deviceIds || rule.deviceIds.has(facts.deviceId));
  // The patterns run (all at once) only when the order reaches one: a keyword before them spares it.
  let hits: Map<string, boolean> | null = null;
  const patternHits = () => {
    hits ??= matchPatterns(inScope, facts.text);
    return hits;
  };
  const text = normaliseForKeywords(facts.text);
  const held: Decision['held'] = [];
  let anyMatched = false;
  let chosen: DecisionRule | null = null;
  for (const rule of inScope) {
    if (rule.trigger === 'fallback') continue;
    if (!triggerMatches(rule, facts, text, patternHits)) {
      if (rule.trigger === 'away' && facts.open === null) held.push({ rule, reason: 'no_business_hours' });
      continue;
    }
    anyMatched = true;
    const reason = guard(rule, facts);
    if (!reason) {
      chosen = rule;
      break;
    }
    held.push({ rule, reason });
  }
  if (!chosen && !anyMatched) {
    for (const rule of inScope.filter((candidate) => candidate.trigger === 'fallback')) {
      const reason = guard(rule, facts);
      if (!reason) {
        chosen = rule;
        break;
      }
      held.push({ rule, reason });
    }
  }
  if (chosen && facts.answersLastHour >= facts.maxPerConversationHour) {
    return { rule: null, held: [...held, { rule: chosen, reason: 'conversation_cap' }] };
  }
  return { rule: chosen, held };
}

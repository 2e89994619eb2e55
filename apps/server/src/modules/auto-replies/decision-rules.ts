import type { RuleRecord } from './auto-replies.repo.ts';
import type { DecisionRule } from './choose-rule.ts';
import { normaliseForKeywords } from './keyword-match.ts';
import { compilePattern } from './pattern-match.ts';

/** A stored rule as the decision reads it: keywords normalised, pattern compiled, scope as devices. */
export function decisionRule(record: RuleRecord): DecisionRule {
  return {
    id: record.id,
    name: record.name,
    trigger: record.trigger,
    matchMode: record.match_mode,
    keywords: record.keywords.map(normaliseForKeywords).filter((word) => word.length > 0),
    pattern: record.trigger === 'regex' && record.pattern ? compilePattern(record.pattern) : null,
    optAction: record.opt_action,
    deviceIds: record.listening_device_ids ? new Set(record.listening_device_ids) : null,
    answerable: record.answerable,
  };
}

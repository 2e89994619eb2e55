import {
  AUTO_REPLIES_PATHS,
  type AutoReplyRule,
  type AutoReplyRuleInput,
  type AutoReplySettings,
  type AutoReplyTestAnswer,
  type AutoReplyTestInput,
  type autoReplyConversationsAnswerSchema,
  type autoReplyRulesAnswerSchema,
  fillPath,
} from '@siar/shared';
import type { z } from 'zod';
import { api } from '../../api/client.ts';

export type AutoReplyRules = z.infer<typeof autoReplyRulesAnswerSchema>;
export type AutoReplyConversations = z.infer<typeof autoReplyConversationsAnswerSchema>;

const rulePath = (name: 'rule' | 'ruleConversations', ruleId: string) =>
  fillPath(AUTO_REPLIES_PATHS[name], { rule_id: ruleId });

/** The rules in order with their figures, and whether business hours are set. */
export function fetchRules(): Promise<AutoReplyRules> {
  return api.get(AUTO_REPLIES_PATHS.rules);
}

/** Creates a rule (placed last), or edits `ruleId` when one is given. */
export function saveRule(ruleId: string | null, input: AutoReplyRuleInput): Promise<AutoReplyRule> {
  return ruleId ? api.put(rulePath('rule', ruleId), input) : api.post(AUTO_REPLIES_PATHS.rules, input);
}

export function deleteRule(ruleId: string): Promise<{ detail: string }> {
  return api.delete(rulePath('rule', ruleId));
}

export function reorderRules(ruleIds: string[]): Promise<AutoReplyRules> {
  return api.put(AUTO_REPLIES_PATHS.order, { rule_ids: ruleIds });
}

/** The latest conversations a rule answered. */
export function fetchRuleConversations(ruleId: string): Promise<AutoReplyConversations> {
  return api.get(rulePath('ruleConversations', ruleId));
}

export function fetchSettings(): Promise<AutoReplySettings> {
  return api.get(AUTO_REPLIES_PATHS.settings);
}

export function saveSettings(input: AutoReplySettings): Promise<AutoReplySettings> {
  return api.put(AUTO_REPLIES_PATHS.settings, input);
}

/** Which rule would answer a message and how; nothing is sent. */
export function testMessage(input: AutoReplyTestInput): Promise<AutoReplyTestAnswer> {
  return api.post(AUTO_REPLIES_PATHS.test, input);
}

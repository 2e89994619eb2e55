import {
  AUTO_REPLY_LIMITS,
  type AutoReplyRule,
  type AutoReplyRuleInput,
  type AutoReplySettings,
} from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { businessHoursOf } from '../business-hours/index.ts';
import * as repo from './auto-replies.repo.ts';
import { toRule } from './auto-replies-view.ts';
import { answeredConversations, ruleFigures } from './auto-reply-firings.repo.ts';
import { checkRule } from './rule-checks.ts';

// The owner's rules: listed in order with their figures, created, edited, switched, reordered,
// removed; and the account's guards.

export async function listRules(db: Database, accountId: string) {
  const [records, figures, hours] = await Promise.all([
    repo.listRules(db, accountId),
    ruleFigures(db, accountId),
    businessHoursOf(db, accountId),
  ]);
  const byRule = new Map(figures.map((row) => [row.rule_id, row]));
  return {
    results: records.map((record) => toRule(record, byRule.get(record.id))),
    business_hours_set: hours !== null,
  };
}

export async function getRule(db: Database, accountId: string, ruleId: string): Promise<AutoReplyRule> {
  const [record] = await repo.listRules(db, accountId, { ruleId });
  if (!record) throw AppError.notFound('auto_reply_rule_not_found');
  const figures = (await ruleFigures(db, accountId)).find((row) => row.rule_id === ruleId);
  return toRule(record, figures);
}

export async function createRule(db: Database, accountId: string, input: AutoReplyRuleInput) {
  await checkRule(db, accountId, input);
  const id = await db.transaction(async (tx) => {
    if ((await repo.countRules(tx, accountId)) >= AUTO_REPLY_LIMITS.rulesPerAccount)
      throw AppError.badRequest('auto_reply_rules_limit', { limit: AUTO_REPLY_LIMITS.rulesPerAccount });
    return repo.insertRule(tx, accountId, input);
  });
  return getRule(db, accountId, id);
}

export async function updateRule(db: Database, accountId: string, ruleId: string, input: AutoReplyRuleInput) {
  await checkRule(db, accountId, input);
  const updated = await db.transaction((tx) => repo.updateRule(tx, accountId, ruleId, input));
  if (!updated) throw AppError.notFound('auto_reply_rule_not_found');
  return getRule(db, accountId, ruleId);
}

export async function setRuleEnabled(db: Database, accountId: string, ruleId: string, enabled: boolean) {
  if (!(await repo.setRuleEnabled(db, accountId, ruleId, enabled)))
    throw AppError.notFound('auto_reply_rule_not_found');
  return getRule(db, accountId, ruleId);
}

export async function deleteRule(db: Database, accountId: string, ruleId: string) {
  if (!(await repo.deleteRule(db, accountId, ruleId))) throw AppError.notFound('auto_reply_rule_not_found');
}

/** The new order must name each of the account's rules exactly once. */
export async function reorderRules(db: Database, accountId: string, ruleIds: string[]) {
  const own = await repo.ruleIds(db, accountId);
  const given = new Set(ruleIds);
  if (given.size !== ruleIds.length || given.size !== own.length || own.some((id) => !given.has(id)))
    throw AppError.fields({ rule_ids: 'auto_reply_order_mismatch' });
  await repo.reorderRules(db, accountId, ruleIds);
  return listRules(db, accountId);
}

export async function getSettings(db: Database, accountId: string): Promise<AutoReplySettings> {
  const row = await repo.findSettings(db, accountId);
  return {
    max_per_conversation_hour: row?.maxPerConversationHour ?? AUTO_REPLY_LIMITS.defaultMaxPerConversationHour,
    human_pause_minutes: row?.humanPauseMinutes ?? AUTO_REPLY_LIMITS.defaultHumanPauseMinutes,
  };
}

export async function saveSettings(db: Database, accountId: string, input: AutoReplySettings) {
  await repo.saveSettings(db, accountId, input);
  return getSettings(db, accountId);
}

/** The latest 50 conversations the rule answered. */
export async function ruleConversations(db: Database, accountId: string, ruleId: string) {
  await getRule(db, accountId, ruleId);
  const rows = await answeredConversations(db, accountId, ruleId, 50);
  return {
    results: rows.map((row) => ({ ...row, fired_at: new Date(row.fired_at).toISOString() })),
  };
}

import type { AutoReplyRuleInput, AutoReplySettings } from '@siar/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import {
  automationSettings,
  autoReplyRuleDevices,
  autoReplyRuleGroups,
  autoReplyRuleLabels,
  autoReplyRules,
} from '../../db/schema/index.ts';

// An account's auto-reply rules: read with their devices, groups, answer's name and whether it can
// still answer; written with their devices and groups in the caller's transaction.

export interface RuleRecord {
  id: string;
  name: string;
  position: number;
  enabled: boolean;
  scope: AutoReplyRuleInput['scope'];
  channel_id: string | null;
  trigger: AutoReplyRuleInput['trigger'];
  match_mode: AutoReplyRuleInput['match_mode'];
  keywords: string[];
  pattern: string | null;
  once_window_hours: number;
  template_id: string | null;
  template_name: string | null;
  quick_reply_id: string | null;
  quick_reply_shortcut: string | null;
  opt_action: AutoReplyRuleInput['opt_action'];
  min_delay_seconds: number;
  max_delay_seconds: number;
  device_ids: string[] | null;
  add_group_ids: string[] | null;
  add_label_ids: string[] | null;
  assign_user_id: string | null;
  answerable: boolean;
  /** The devices it listens on, whatever its scope says (null: all). */
  listening_device_ids: string[] | null;
  created_at: string;
  updated_at: string;
}

/** The account's rules in order (or one of them, or only the enabled ones). */
export function listRules(
  db: Database,
  accountId: string,
  only: { ruleId?: string; enabled?: boolean } = {},
) {
  return rawRows<RuleRecord>(
    db,
    sql`select r.id, r.name, r.position, r.enabled, r.scope, r.channel_id, r.trigger, r.match_mode, r.keywords,
          r.pattern, r.once_window_hours, r.template_id, t.name as template_name, r.quick_reply_id,
          q.shortcut as quick_reply_shortcut, r.opt_action, r.min_delay_seconds, r.max_delay_seconds,
          (select array_agg(d.device_id order by d.device_id) from auto_reply_rule_devices d where d.rule_id = r.id) as device_ids,
          (select array_agg(g.group_id order by g.group_id) from auto_reply_rule_groups g where g.rule_id = r.id) as add_group_ids,
          (select array_agg(l.label_id order by l.label_id) from auto_reply_rule_labels l where l.rule_id = r.id) as add_label_ids,
          r.assign_user_id,
          (t.id is not null and t.deleted_at is null) or q.id is not null as answerable,
          case r.scope
            when 'devices' then coalesce((select array_agg(d.device_id) from auto_reply_rule_devices d where d.rule_id = r.id), '{}')
            when 'channel' then coalesce((select array_agg(cd.device_id) from chat_channel_devices cd where cd.channel_id = r.channel_id), '{}')
          end as listening_device_ids,
          r.created_at::text, r.updated_at::text
        from auto_reply_rules r
        left join content_templates t on t.id = r.template_id
        left join quick_replies q on q.id = r.quick_reply_id
        where r.account_id = ${accountId}
          ${only.ruleId ? sql`and r.id = ${only.ruleId}` : sql``}
          ${only.enabled ? sql`and r.enabled` : sql``}
        order by r.position, r.created_at, r.id`,
  );
}

export async function countRules(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(autoReplyRules)
    .where(eq(autoReplyRules.accountId, accountId));
  return row?.n ?? 0;
}

function columns(input: AutoReplyRuleInput) {
  return {
    name: input.name,
    enabled: input.enabled,
    scope: input.scope,
    channelId: input.scope === 'channel' ? input.channel_id : null,
    trigger: input.trigger,
    matchMode: input.trigger === 'keyword' ? input.match_mode : null,
    keywords: input.trigger === 'keyword' ? input.keywords : [],
    pattern: input.trigger === 'regex' ? input.pattern : null,
    onceWindowHours: input.once_window_hours,
    templateId: input.template_id,
    quickReplyId: input.template_id ? null : input.quick_reply_id,
    optAction: input.opt_action,
    assignUserId: input.assign_user_id,
    minDelaySeconds: input.min_delay_seconds,
    maxDelaySeconds: input.max_delay_seconds,
  };
}

async function writeLinks(tx: Database, ruleId: string, input: AutoReplyRuleInput) {
  await tx.delete(autoReplyRuleDevices).where(eq(autoReplyRuleDevices.ruleId, ruleId));
  await tx.delete(autoReplyRuleGroups).where(eq(autoReplyRuleGroups.ruleId, ruleId));
  await tx.delete(autoReplyRuleLabels).where(eq(autoReplyRuleLabels.ruleId, ruleId));
  const deviceIds = input.scope === 'devices' ? input.device_ids : [];
  if (deviceIds.length > 0)
    await tx.insert(autoReplyRuleDevices).values(deviceIds.map((deviceId) => ({ ruleId, deviceId })));
  if (input.add_group_ids.length > 0)
    await tx.insert(autoReplyRuleGroups).values(input.add_group_ids.map((groupId) => ({ ruleId, groupId })));
  if (input.add_label_ids.length > 0)
    await tx.insert(autoReplyRuleLabels).values(input.add_label_ids.map((labelId) => ({ ruleId, labelId })));
}

/** A new rule, placed after the others. */
export async function insertRule(
  tx: Database,
  accountId: string,
  input: AutoReplyRuleInput,
): Promise<string> {
  const [row] = await tx
    .insert(autoReplyRules)
    .values({
      accountId,
      ...columns(input),
      position: sql`(select coalesce(max(position), -1) + 1 from auto_reply_rules where account_id = ${accountId})`,
    })
    .returning({ id: autoReplyRules.id });
  await writeLinks(tx, row!.id, input);
  return row!.id;
}

/** Saves a rule; false when the account has no such rule. */
export async function updateRule(tx: Database, accountId: string, ruleId: string, input: AutoReplyRuleInput) {
  const [row] = await tx
    .update(autoReplyRules)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(and(eq(autoReplyRules.accountId, accountId), eq(autoReplyRules.id, ruleId)))
    .returning({ id: autoReplyRules.id });
  if (row) await writeLinks(tx, ruleId, input);
  return !!row;
}

export async function setRuleEnabled(db: Database, accountId: string, ruleId: string, enabled: boolean) {
  const [row] = await db
    .update(autoReplyRules)
    .set({ enabled, updatedAt: new Date() })
    .where(and(eq(autoReplyRules.accountId, accountId), eq(autoReplyRules.id, ruleId)))
    .returning({ id: autoReplyRules.id });
  return !!row;
}

export async function deleteRule(db: Database, accountId: string, ruleId: string): Promise<boolean> {
  const rows = await db
    .delete(autoReplyRules)
    .where(and(eq(autoReplyRules.accountId, accountId), eq(autoReplyRules.id, ruleId)))
    .returning({ id: autoReplyRules.id });
  return rows.length > 0;
}

/** The account's rule ids, for checking a new order against. */
export async function ruleIds(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ id: autoReplyRules.id })
    .from(autoReplyRules)
    .where(eq(autoReplyRules.accountId, accountId));
  return rows.map((row) => row.id);
}

/** Writes each rule's position from its place in `ids`. */
export async function reorderRules(db: Database, accountId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update auto_reply_rules r set position = o.n - 1, updated_at = now()
        from unnest(${sql.param(ids)}::uuid[]) with ordinality as o(id, n)
        where r.id = o.id and r.account_id = ${accountId}`,
  );
}

/** Which of these ids are the account's (devices, groups), to refuse another account's. */
export async function ownIds(
  db: Database,
  accountId: string,
  table: 'wa_devices' | 'contact_groups' | 'chat_channels' | 'quick_replies' | 'labels',
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await rawRows<{ id: string }>(
    db,
    sql`select id from ${sql.identifier(table)} where account_id = ${accountId} and id = any(${sql.param(ids)}::uuid[])`,
  );
  return new Set(rows.map((row) => row.id));
}

/** The account's template by id: whether it exists and whether it is in the trash. */
export async function templateState(db: Database, accountId: string, templateId: string) {
  const [row] = await rawRows<{ deleted: boolean }>(
    db,
    sql`select deleted_at is not null as deleted from content_templates where account_id = ${accountId} and id = ${templateId}`,
  );
  return row ? (row.deleted ? 'trashed' : 'ok') : 'missing';
}

export async function findSettings(db: Database, accountId: string) {
  const [row] = await db
    .select({
      maxPerConversationHour: automationSettings.maxPerConversationHour,
      humanPauseMinutes: automationSettings.humanPauseMinutes,
    })
    .from(automationSettings)
    .where(eq(automationSettings.accountId, accountId));
  return row;
}

export async function saveSettings(db: Database, accountId: string, input: AutoReplySettings) {
  const values = {
    maxPerConversationHour: input.max_per_conversation_hour,
    humanPauseMinutes: input.human_pause_minutes,
    updatedAt: new Date(),
  };
  await db
    .insert(automationSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: automationSettings.accountId, set: values });
}

/** Whether the user is an active member of the account (a rule may give conversations to them). */
export async function isAccountMember(db: Database, accountId: string, userId: string): Promise<boolean> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`select id from users where id = ${userId} and account_id = ${accountId} and is_active`,
  );
  return rows.length > 0;
}

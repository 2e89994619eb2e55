import {
  AUTO_REPLY_LIMITS,
  type AutoReplyTestAnswer,
  type AutoReplyTestInput,
  isOpenAt,
  renderTemplate,
} from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { businessHoursOf } from '../business-hours/index.ts';
import { findMediaMeta } from '../templates/index.ts';
import { listRules, ownIds } from './auto-replies.repo.ts';
import { answerContent } from './auto-reply-facts.repo.ts';
import { chooseRule } from './choose-rule.ts';
import { decisionRule } from './decision-rules.ts';

// The test console: a message typed as a contact would write it, decided by the same rules and
// guards as a real one, answered with the exact text, and nothing sent or recorded. The history
// guards (once per window, answers per hour, a person's answer) start from a fresh conversation.

/** The answer the rule would send, rendered for a contact with no saved details. */
async function renderedAnswer(db: Database, accountId: string, rule: Parameters<typeof answerContent>[1]) {
  const content = await answerContent(db, rule);
  if (!content) return { text: null, media: null };
  const text = renderTemplate(content.body, { name: '', phone: '', email: null, customFields: {} });
  const media = content.media_id ? await findMediaMeta(db, accountId, content.media_id) : undefined;
  return {
    text: text.trim() ? text : null,
    media: media ? { media_id: media.id, kind: media.kind, file_name: media.fileName ?? null } : null,
  };
}

export async function testMessage(
  db: Database,
  accountId: string,
  input: AutoReplyTestInput,
): Promise<AutoReplyTestAnswer> {
  if ((await ownIds(db, accountId, 'wa_devices', [input.device_id])).size === 0)
    throw AppError.fields({ device_id: 'device_not_found' });
  const at = input.at ? new Date(input.at) : new Date();
  const [records, hours] = await Promise.all([
    listRules(db, accountId, { enabled: true }),
    businessHoursOf(db, accountId),
  ]);
  const open = hours ? isOpenAt(hours.schedule, hours.timeZone, at) : null;
  const decision = chooseRule(records.map(decisionRule), {
    deviceId: input.device_id,
    text: input.text,
    firstMessage: input.first_message,
    optedOut: input.opted_out,
    open,
    firedInWindow: new Set(),
    answersLastHour: 0,
    maxPerConversationHour: AUTO_REPLY_LIMITS.defaultMaxPerConversationHour,
    humanAnsweredRecently: false,
  });
  const held = decision.held.map(({ rule, reason }) => ({ rule_id: rule.id, name: rule.name, reason }));
  const record = decision.rule && records.find((candidate) => candidate.id === decision.rule!.id);
  if (!record) return { rule: null, text: null, media: null, delay_seconds: null, held, open };
  return {
    rule: { rule_id: record.id, name: record.name, trigger: record.trigger },
    ...(await renderedAnswer(db, accountId, record)),
    delay_seconds: { min: record.min_delay_seconds, max: record.max_delay_seconds },
    held,
    open,
  };
}

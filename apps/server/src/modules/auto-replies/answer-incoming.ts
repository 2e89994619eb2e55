import { AUTO_REPLY_LIMITS, isOpenAt, renderTemplate } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { enqueue } from '../../sending/index.ts';
import { usableZone } from '../business-hours/index.ts';
import { applyRuleActions } from '../chats/index.ts';
import { applyContactActions } from '../contacts/index.ts';
import type { RuleRecord } from './auto-replies.repo.ts';
import { answerContent, contactValues, type FactsRecord, messageFactsMany } from './auto-reply-facts.repo.ts';
import { insertFiring, setFiringOutbox } from './auto-reply-firings.repo.ts';
import { chooseRule, type MessageFacts } from './choose-rule.ts';
import { enabledRules } from './rules-cache.ts';

// The live path: a contact's message was just stored (in the caller's transaction); the account's
// rules decide whether it is answered, and the answer goes into the outbox like every message.

export interface IncomingToAnswer {
  accountId: string;
  deviceId: string;
  /** The stored message's id: one answer per message, whatever replays it. */
  messageId: string;
  peerPhone: string;
  pushName: string | null;
  text: string;
  /** When the contact wrote it. */
  at: Date;
  /** Its facts when read with the message (`insertedMessageFacts`; null: no rule); else read here. */
  facts?: FactsRecord | null;
}

/** The longest "typing…" before an answer; the rest of the delay passes quietly first. */
const MAX_TYPING_MS = 3_000;

/** Whether the business was open when the contact wrote; null when no hours are set. */
function openAt(facts: FactsRecord, at: Date): boolean | null {
  if (!facts.weekly) return null;
  const schedule = { weekly: facts.weekly, exceptions: facts.exceptions ?? [] };
  return isOpenAt(schedule, usableZone(facts.time_zone), at);
}

/** What the decisions need of the messages, in one statement (null for a message nobody can answer). */
async function gatherFacts(db: Database, incoming: IncomingToAnswer[]) {
  return messageFactsMany(
    db,
    incoming.map((message) => ({
      accountId: message.accountId,
      deviceId: message.deviceId,
      peerPhone: message.peerPhone,
      messageId: message.messageId,
      at: message.at,
      humanPauseMinutes: AUTO_REPLY_LIMITS.defaultHumanPauseMinutes,
    })),
  );
}

/** The account's compiled rules and the message as the decision reads it; null without rules. */
async function decisionInput(db: Database, message: IncomingToAnswer, facts: FactsRecord | undefined) {
  if (!facts || facts.own_device) return null;
  const rules = await enabledRules(db, message.accountId, facts.rules_version);
  const decided: MessageFacts = {
    deviceId: message.deviceId,
    text: message.text,
    firstMessage: facts.first_message,
    optedOut: facts.opted_out,
    open: rules.records.some((rule) => rule.trigger === 'away') ? openAt(facts, message.at) : true,
    firedInWindow: new Set(facts.fired_in_window ?? []),
    answersLastHour: facts.answers_last_hour,
    maxPerConversationHour:
      facts.max_per_conversation_hour ?? AUTO_REPLY_LIMITS.defaultMaxPerConversationHour,
    humanAnsweredRecently: facts.human_recently,
  };
  return { rules, facts: decided };
}

/** Seconds between the rule's bounds, at random. */
const delaySeconds = (rule: RuleRecord) =>
  rule.min_delay_seconds + Math.floor(Math.random() * (rule.max_delay_seconds - rule.min_delay_seconds + 1));

/** The rule that answers the message, or null (no rule, a guard, the account's own device). */
async function decide(
  db: Database,
  message: IncomingToAnswer,
  facts: FactsRecord | undefined,
): Promise<RuleRecord | null> {
  const input = await decisionInput(db, message, facts);
  if (!input) return null;
  const chosen = chooseRule(input.rules.decision, input.facts).rule;
  return (chosen && input.rules.records.find((candidate) => candidate.id === chosen.id)) ?? null;
}

/** The answer rendered for this contact, queued after the rule's delay with "typing…". */
async function queueAnswer(
  db: Database,
  message: IncomingToAnswer,
  rule: RuleRecord,
  firingId: string,
  now: Date,
) {
  const content = await answerContent(db, rule);
  if (!content) return null;
  const contact = await contactValues(db, message.accountId, message.peerPhone);
  const text = renderTemplate(content.body, {
    name: contact?.name || message.pushName || '',
    phone: message.peerPhone,
    email: contact?.email ?? null,
    customFields: contact?.custom_fields ?? {},
  });
  const delayMs = delaySeconds(rule) * 1000;
  const typingMs = Math.min(delayMs, MAX_TYPING_MS);
  const queued = await enqueue(db, {
    purpose: 'auto_reply',
    accountId: message.accountId,
    deviceId: message.deviceId,
    toPhone: message.peerPhone,
    text: text.trim() ? text : null,
    mediaId: content.media_id,
    contactId: contact?.id ?? null,
    typingMs,
    dueAt: new Date(now.getTime() + delayMs - typingMs),
    refId: firingId,
  });
  await setFiringOutbox(db, firingId, queued.id);
  return queued.id;
}

/**
 * Answers the message when a rule fires: the firing (unique per message: a second decision of the
 * same message sends nothing), the rule's actions on the contact, and the answer in the outbox, all
 * in the caller's transaction. Answers the queued answer's outbox id, or null when nothing fires.
 * A message that arrives stale (a backlog replayed after a reconnect) gets no answer.
 */
export async function answerIncoming(db: Database, message: IncomingToAnswer, now = new Date()) {
  return (await answerIncomingMany(db, [message], now))[0] ?? null;
}

/**
 * Several messages, as `answerIncoming` answers one: their facts in one statement, then each
 * decision, and the firing and answer of each message a rule answers. Outbox ids in order.
 */
export async function answerIncomingMany(
  db: Database,
  incoming: IncomingToAnswer[],
  now = new Date(),
): Promise<(string | null)[]> {
  const fresh = incoming.filter(
    (message) => now.getTime() - message.at.getTime() <= AUTO_REPLY_LIMITS.staleMinutes * 60_000,
  );
  const unread = fresh.filter((message) => message.facts === undefined);
  const read = new Map((await gatherFacts(db, unread)).map((facts, i) => [unread[i]!, facts]));
  const answers = new Map<IncomingToAnswer, string | null>();
  for (const message of fresh) {
    const rule = await decide(
      db,
      message,
      message.facts === undefined ? read.get(message) : (message.facts ?? undefined),
    );
    if (rule) answers.set(message, await fire(db, message, rule, now));
  }
  return incoming.map((message) => answers.get(message) ?? null);
}

/** The rule's firing for the message, its actions, and its answer queued; null if it fired already. */
async function fire(db: Database, message: IncomingToAnswer, rule: RuleRecord, now: Date) {
  const firingId = await insertFiring(db, {
    accountId: message.accountId,
    ruleId: rule.id,
    deviceId: message.deviceId,
    peerPhone: message.peerPhone,
    messageId: message.messageId,
  });
  if (!firingId) return null;
  await applyContactActions(db, message.accountId, message.peerPhone, {
    name: message.pushName ?? '',
    optOut: rule.opt_action,
    groupIds: rule.add_group_ids ?? [],
    at: message.at,
  });
  await applyRuleActions(db, message, { labelIds: rule.add_label_ids ?? [], assignTo: rule.assign_user_id });
  return queueAnswer(db, message, rule, firingId, now);
}

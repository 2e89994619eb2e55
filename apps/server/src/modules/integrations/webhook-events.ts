import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { firingsOfAnswers } from '../auto-replies/index.ts';
import { eventStreamsOn, queueStreamEvents } from '../event-streams/index.ts';
import { queueWebhookDeliveries } from './webhooks.repo.ts';

/** One event for an account's webhook: its kind, the key that writes it once, and its data. */
export interface WebhookEventInput {
  event: WebhookEvent;
  eventKey: string;
  data: Record<string, unknown>;
}

/** An event for the webhook of the account it belongs to. */
export interface AccountWebhookEvent {
  accountId: string;
  event: WebhookEventInput;
}

/**
 * Writes events for their accounts' webhooks, in the caller's transaction (the change they report
 * and its events commit together), in one statement however many and for however many accounts.
 * Nothing is written for an account with no webhook URL. The key is unique per account: a
 * replayed change (a receipt heard twice) queues nothing new. A NOTIFY on the live channel wakes
 * the delivery job (and the page's list) once the change commits.
 */
export async function emitAccountsWebhookEvents(db: Database, events: AccountWebhookEvent[]): Promise<void> {
  if (events.length === 0) return;
  const createdAt = new Date().toISOString();
  const rows = events.map(({ accountId, event: { event, eventKey, data } }) => {
    const id = randomUUID();
    const body = JSON.stringify({ id, event, created_at: createdAt, data });
    return { id, accountId, event, eventKey, body };
  });
  await queueWebhookDeliveries(db, rows);
  // The same events, with the same ids, for the brokers (when this installation streams them).
  // A webhook's test ping is for the webhook alone.
  if (eventStreamsOn())
    await queueStreamEvents(
      db,
      rows
        .filter((row) => row.event !== 'test')
        .map((row) => ({ eventId: row.id, accountId: row.accountId, event: row.event, body: row.body })),
    );
}

/** Writes events for one account's webhook (see `emitAccountsWebhookEvents`). */
export function emitWebhookEvents(
  db: Database,
  accountId: string,
  events: WebhookEventInput[],
): Promise<void> {
  return emitAccountsWebhookEvents(
    db,
    events.map((event) => ({ accountId, event })),
  );
}

/** Writes one event for the account's webhook (see `emitWebhookEvents`). */
export function emitWebhookEvent(
  db: Database,
  accountId: string,
  event: WebhookEvent,
  eventKey: string,
  data: Record<string, unknown>,
): Promise<void> {
  return emitWebhookEvents(db, accountId, [{ event, eventKey, data }]);
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The outbox row a message status reports. */
export interface MessageStatusRow {
  id: string;
  accountId: string;
  deviceId: string | null;
  purpose: string;
  campaignId: string | null;
  toPhone: string;
  state: string;
  failureReason: string | null;
}

/** Whether a move is one a customer hears of (warmups are Siar's own, never reported). */
const reported = (row: MessageStatusRow) =>
  row.purpose !== 'warmup' && row.state !== 'queued' && row.state !== 'sending';

const messageStatusEvent = (row: MessageStatusRow): WebhookEventInput => ({
  event: 'message.status',
  eventKey: `message.status:${row.id}:${row.state}`,
  data: {
    message_id: row.id,
    device_id: row.deviceId,
    to: row.toPhone,
    status: row.state,
    failure_reason: row.failureReason,
    source: row.purpose,
    campaign_id: row.campaignId,
  },
});

/** An outbox row's move to a state a customer hears of. */
export async function emitMessageStatus(db: Database, row: MessageStatusRow): Promise<void> {
  await emitMessageStatuses(db, [row]);
}

/**
 * An auto-reply's answer that went out: which rule answered which message (once per answer, beside
 * its `message.status` events).
 */
async function autoReplyEvents(db: Database, rows: MessageStatusRow[]) {
  const sent = rows.filter((row) => row.purpose === 'auto_reply' && row.state === 'sent');
  const firings = await firingsOfAnswers(
    db,
    sent.map((row) => row.id),
  );
  const byOutbox = new Map(sent.map((row) => [row.id, row]));
  return firings.map((firing) => {
    const row = byOutbox.get(firing.outbox_id)!;
    const event: WebhookEventInput = {
      event: 'auto_reply.sent',
      eventKey: `auto_reply.sent:${row.id}`,
      data: {
        message_id: row.id,
        device_id: row.deviceId,
        to: row.toPhone,
        rule_id: firing.rule_id,
        rule_name: firing.rule_name,
        in_reply_to: firing.message_id,
      },
    };
    return { accountId: row.accountId, event };
  });
}

/** Outbox rows' moves (each row as it stood after one step), written in one statement. */
export async function emitMessageStatuses(db: Database, rows: MessageStatusRow[]): Promise<void> {
  await emitAccountsWebhookEvents(db, [
    ...rows.filter(reported).map((row) => ({ accountId: row.accountId, event: messageStatusEvent(row) })),
    ...(await autoReplyEvents(db, rows)),
  ]);
}

/** A message a device received (not one sent from the phone itself). */
export interface ReceivedMessageEvent {
  device: { id: string; accountId: string };
  id: string;
  waMessageId: string;
  from: string | null;
  pushName?: string;
  kind: string;
  text?: string;
  at: Date;
}

/** Messages devices received, for their accounts' webhooks, in one statement. */
export async function emitMessagesReceived(db: Database, received: ReceivedMessageEvent[]): Promise<void> {
  await emitAccountsWebhookEvents(
    db,
    received.map(({ device, ...message }) => ({
      accountId: device.accountId,
      event: {
        event: 'message.received',
        eventKey: `message.received:${message.id}`,
        data: {
          message_id: message.id,
          wa_message_id: message.waMessageId,
          device_id: device.id,
          from: message.from,
          push_name: message.pushName ?? null,
          kind: message.kind,
          text: message.text ?? null,
          received_at: iso(message.at),
        },
      },
    })),
  );
}

/** A device's state changed (pairing offers are not reported: a QR turns over every minute). */
export async function emitDeviceStatus(
  db: Database,
  device: {
    id: string;
    accountId: string;
    state: string;
    stateReason: string | null;
    phoneNumber: string | null;
  },
  at: Date,
): Promise<void> {
  if (device.state === 'pairing') return;
  await emitWebhookEvent(
    db,
    device.accountId,
    'device.status',
    `device.status:${device.id}:${at.getTime()}`,
    {
      device_id: device.id,
      state: device.state,
      reason: device.stateReason,
      phone_number: device.phoneNumber,
    },
  );
}

export async function emitCampaignFinished(
  db: Database,
  campaign: { id: string; accountId: string; status: string },
): Promise<void> {
  await emitWebhookEvent(db, campaign.accountId, 'campaign.finished', `campaign.finished:${campaign.id}`, {
    campaign_id: campaign.id,
    status: campaign.status,
  });
}

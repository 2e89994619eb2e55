import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@siar/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Writes one event for the account's webhook, in the caller's transaction (the change it reports
 * and its event commit together). Nothing is written when the account has no webhook URL. The
 * key is unique per account: a replayed change (a receipt heard twice) queues nothing new. A
 * NOTIFY on the live channel wakes the delivery job (and the page's list) once the change commits.
 */
export async function emitWebhookEvent(
  db: Database,
  accountId: string,
  event: WebhookEvent,
  eventKey: string,
  data: Record<string, unknown>,
): Promise<void> {
  const id = randomUUID();
  const body = JSON.stringify({ id, event, created_at: new Date().toISOString(), data });
  await db.execute(
    sql`with queued as (
          insert into webhook_deliveries (id, account_id, event, event_key, body)
          select ${id}, account_id, ${event}, ${eventKey}, ${body} from webhook_endpoints
          where account_id = ${accountId} and url <> ''
          on conflict (account_id, event_key) do nothing
          returning account_id
        )
        select pg_notify(left('siar_live_' || current_schema(), 63),
                         json_build_object('account_id', account_id, 'topic', 'webhooks', 'id', ${id}::text)::text)
        from queued`,
  );
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** An outbox row's move to a state a customer hears of (warmups are Siar's own, never reported). */
export async function emitMessageStatus(
  db: Database,
  row: {
    id: string;
    accountId: string;
    deviceId: string | null;
    purpose: string;
    campaignId: string | null;
    toPhone: string;
    state: string;
    failureReason: string | null;
  },
): Promise<void> {
  if (row.purpose === 'warmup' || row.state === 'queued' || row.state === 'sending') return;
  await emitWebhookEvent(db, row.accountId, 'message.status', `message.status:${row.id}:${row.state}`, {
    message_id: row.id,
    device_id: row.deviceId,
    to: row.toPhone,
    status: row.state,
    failure_reason: row.failureReason,
    source: row.purpose,
    campaign_id: row.campaignId,
  });
}

/** A message a device received (not one sent from the phone itself). */
export async function emitMessageReceived(
  db: Database,
  device: { id: string; accountId: string },
  message: {
    id: string;
    waMessageId: string;
    from: string | null;
    pushName?: string;
    kind: string;
    text?: string;
    at: Date;
  },
): Promise<void> {
  await emitWebhookEvent(db, device.accountId, 'message.received', `message.received:${message.id}`, {
    message_id: message.id,
    wa_message_id: message.waMessageId,
    device_id: device.id,
    from: message.from,
    push_name: message.pushName ?? null,
    kind: message.kind,
    text: message.text ?? null,
    received_at: iso(message.at),
  });
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

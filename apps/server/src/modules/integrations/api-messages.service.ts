import {
  type ApiMessage,
  type ApiSendMessageRequest,
  normalizeContactPhone,
  renderTemplate,
} from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { enqueue } from '../../sending/index.ts';
import { accountCountry } from '../accounts/index.ts';
import { findMediaMeta } from '../templates/index.ts';
import {
  type ApiMessageRow,
  findApiDeviceState,
  findApiMessage,
  findMessageContact,
  listApiDevices,
} from './api-messages.repo.ts';
import type { LocalSessions } from './local-sessions.ts';

// Messages sent through the REST API: rows of the outbox (purpose `api`) that the device's sender
// sends like any other, so they get its tries, receipts and "never twice".

/** States from which a device comes back by itself; the others need the customer first. */
const CAN_SEND = new Set(['connected', 'connecting', 'disconnected']);

export function toApiMessage(row: ApiMessageRow): ApiMessage {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: row.id,
    device_id: row.deviceId,
    to: row.toPhone,
    text: row.text,
    media_id: row.mediaId,
    status: row.state,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    sent_at: iso(row.sentAt),
    delivered_at: iso(row.deliveredAt),
    read_at: iso(row.readAt),
    failed_at: iso(row.failedAt),
  };
}

export interface CheckedMessage {
  deviceId: string;
  to: string;
  mediaId: string | null;
  text: string | undefined;
}

/**
 * Checks a message before it is queued: the device is the account's and can send, the number is
 * one (read in the account's country), the attachment is the account's, and, when this process
 * runs the device, that the number is on WhatsApp.
 */
export async function checkApiMessage(
  db: Database,
  sessions: LocalSessions,
  accountId: string,
  input: ApiSendMessageRequest,
): Promise<CheckedMessage> {
  const device = await findApiDeviceState(db, accountId, input.device_id);
  if (!device) throw AppError.fields({ device_id: 'device_not_found' });
  if (!CAN_SEND.has(device.state)) throw AppError.fields({ device_id: 'api_device_not_connected' });
  const to = normalizeContactPhone(input.to, await accountCountry(db, accountId));
  if (!to) throw AppError.fields({ to: 'contact_phone_invalid' });
  if (input.media_id && !(await findMediaMeta(db, accountId, input.media_id)))
    throw AppError.fields({ media_id: 'media_not_found' });
  if ((await sessions.isOnWhatsApp(device.id, to)) === false)
    throw AppError.fields({ to: 'api_not_on_whatsapp' });
  return { deviceId: device.id, to, mediaId: input.media_id ?? null, text: input.text };
}

/** Queues a checked message; `tx` is the Idempotency-Key's transaction. */
export async function queueApiMessage(tx: Database, accountId: string, message: CheckedMessage) {
  const { to } = message;
  const contact = await findMessageContact(tx, accountId, to);
  // Variables and spintax as in templates, filled from the contact with this number (if any).
  const text = message.text?.trim()
    ? renderTemplate(message.text, {
        name: contact?.name ?? '',
        phone: to,
        email: contact?.email ?? undefined,
        customFields: contact?.customFields ?? {},
      })
    : null;
  const row = await enqueue(tx, {
    purpose: 'api',
    accountId,
    deviceId: message.deviceId,
    toPhone: to,
    text,
    mediaId: message.mediaId,
    contactId: contact?.id ?? null,
  });
  return toApiMessage(row);
}

export async function apiMessage(db: Database, accountId: string, messageId: string) {
  const row = await findApiMessage(db, accountId, messageId);
  if (!row) throw AppError.notFound('api_message_not_found');
  return toApiMessage(row);
}

export async function apiDevices(db: Database, accountId: string) {
  return { results: await listApiDevices(db, accountId) };
}

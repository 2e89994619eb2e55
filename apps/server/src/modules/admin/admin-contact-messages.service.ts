import type { AdminContactMessageRow, MarkContactMessageHandledRequest } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../auth/sessions.service.ts';
import {
  type ContactMessageRecord,
  findContactMessage,
  listContactMessages,
  markHandled,
  markOpen,
} from './admin-contact-messages.repo.ts';

type Staff = Pick<AuthUser, 'id' | 'username'>;

export function toContactMessageRow({ message, handledBy }: ContactMessageRecord): AdminContactMessageRow {
  return {
    message_id: message.id,
    name: message.name,
    email: message.email,
    message: message.message,
    language: message.language,
    received_at: message.createdAt.toISOString(),
    handled: message.handledAt !== null,
    handled_at: message.handledAt?.toISOString() ?? null,
    handled_by: handledBy,
  };
}

export async function contactMessagesPage(
  db: Database,
  query: { search?: string; limit: number; offset: number },
) {
  const { count, rows } = await listContactMessages(db, query);
  return { count, results: rows.map(toContactMessageRow) };
}

/** Marks a message handled (or open again); doing what is already done changes nothing. */
export async function setContactMessageHandled(
  db: Database,
  staff: Staff,
  input: MarkContactMessageHandledRequest,
): Promise<AdminContactMessageRow> {
  return db.transaction(async (tx) => {
    const before = await findContactMessage(tx, input.message_id);
    if (!before) throw AppError.notFound('contact_message_not_found');
    const wasHandled = before.message.handledAt !== null;
    if (wasHandled === input.handled) return toContactMessageRow(before);
    if (input.handled) await markHandled(tx, input.message_id, staff.id, new Date());
    else await markOpen(tx, input.message_id);
    await recordAudit(tx, {
      actor: staff,
      action: input.handled ? 'contact_message.handled' : 'contact_message.reopened',
      targetType: 'contact_message',
      targetId: input.message_id,
      accountId: null,
      before: { handled_at: before.message.handledAt, handled_by: before.message.handledBy },
      after: null,
    });
    return toContactMessageRow((await findContactMessage(tx, input.message_id))!);
  });
}

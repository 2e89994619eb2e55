import { type MessageUserReceiptUpdate, toNumber, WAMessageStatus, type WAMessageUpdate } from 'baileys';
import type { Receipt, ReceiptStatus } from '../../engine-port.ts';

const BY_STATUS: Partial<Record<number, ReceiptStatus>> = {
  [WAMessageStatus.SERVER_ACK]: 'sent',
  [WAMessageStatus.DELIVERY_ACK]: 'delivered',
  [WAMessageStatus.READ]: 'read',
  [WAMessageStatus.PLAYED]: 'read',
  [WAMessageStatus.ERROR]: 'failed',
};

/**
 * A status change of a message this device sent (`messages.update`, 1:1 chats). A refusal comes
 * as ERROR with WhatsApp's code first in `messageStubParameters` ('463', '479', …).
 */
export function receiptFromStatus({ key, update }: WAMessageUpdate, at: Date): Receipt | null {
  if (!key.fromMe || !key.id || update.status == null) return null;
  const status = BY_STATUS[update.status];
  if (!status) return null;
  if (status !== 'failed') return { waMessageId: key.id, status, at };
  const params: unknown[] = Array.isArray(update.messageStubParameters) ? update.messageStubParameters : [];
  const reason = params.filter((p) => p != null && p !== '').join(': ') || 'error';
  return { waMessageId: key.id, status, at, reason };
}

/**
 * A recipient's receipt (`message-receipt.update`: groups, and chats reached by LID). Matched on
 * `key.id` alone, since `remoteJid` may come back as a LID.
 */
export function receiptFromUserReceipt({ key, receipt }: MessageUserReceiptUpdate): Receipt | null {
  if (!key.id) return null;
  const read = receipt.readTimestamp ?? receipt.playedTimestamp;
  if (read) return { waMessageId: key.id, status: 'read', at: new Date(toNumber(read) * 1000) };
  if (receipt.receiptTimestamp) {
    return {
      waMessageId: key.id,
      status: 'delivered',
      at: new Date(toNumber(receipt.receiptTimestamp) * 1000),
    };
  }
  return null;
}

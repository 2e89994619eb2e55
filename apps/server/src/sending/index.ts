// The sending module's face to the rest of the server: the purposes put messages in through
// `enqueue*`, a gateway runs a device's `DeviceSending` and hands receipts to a `ReceiptBatcher`,
// the minute sweep fails stranded sends. Everything else in this folder is its inside
// (README.md: the invariant, and the life of one message).

export { leaveRotationAfterClose } from './device-removal.ts';
export { DeviceSending } from './device-sending.ts';
export {
  type CampaignRecipientRow,
  enqueue,
  enqueueCampaignRecipients,
  type OutgoingForDevice,
  skipQueuedRecipients,
} from './enqueue.repo.ts';
export { type MovedMessage, topicsOfMove } from './move-topics.ts';
export { campaignSpreadFigures } from './new-chat-ramp.repo.ts';
export type { OutboxRow } from './outbox-moves.repo.ts';
export { SEND_BATCH } from './outbox-sender.ts';
export { ReceiptBatcher } from './receipt-batcher.ts';
export { pauseCampaignsForStorm } from './storm-pause.repo.ts';
export { reconcileStrandedSends } from './stranded-sends.repo.ts';
export { applyWhatsAppLimits } from './whatsapp-limits.ts';

// What other parts of the server may use of modules/chats: they import it from here, never from its repos
// (scripts/check-modules.mjs).

export { channelDeviceIds } from './channels.repo.ts';
export { autoAssign } from './conversation-assignment.service.ts';
export { conversationPeer } from './conversation-record.repo.ts';
export { applyRuleActions } from './conversation-rule-actions.ts';
export { customerPeer } from './customer-peer.repo.ts';
export {
  type IncomingItem,
  type StoredIncoming,
  storeIncoming,
  storeIncomingBatch,
} from './incoming.repo.ts';
export { type StagedMedia, stageIncomingMedia } from './incoming-media.ts';
export { inConversation, recordSentInThreads } from './outbox-thread.repo.ts';

import type { Language } from '@siar/shared';
import type { EngineEvents, IncomingMessage, OutgoingMessage } from '../../engine-port.ts';
import { SANDBOX_REPLIES } from './reply-corpus.ts';
import { delayOf, REPLY_ONE_IN, SANDBOX_DELAYS, type SandboxClock } from './sandbox-timing.ts';

/** What a session's simulated parts (its recipients, its number's limits) act through. */
export interface SessionStage {
  clock: SandboxClock;
  /** Runs `work` in `ms` while the session lasts. */
  after(ms: number, work: () => Promise<void>): void;
  emit<K extends 'receipt' | 'signal' | 'limits'>(
    kind: K,
    payload: Parameters<NonNullable<EngineEvents[K]>>[0],
  ): Promise<void>;
  /** The recipient answers: the session receives it. */
  receive(message: IncomingMessage): Promise<void>;
  language(): Promise<Language>;
  newMessageId(): string;
}

/**
 * A simulated recipient of one message: receipts arrive with a phone's delays, and now and then an
 * answer (`mayReply`: not a sandbox device, which answers for itself). One who blocks the number
 * gets nothing: the message stays sent, never delivered, and the engine reports the block.
 */
export function playRecipient(
  stage: SessionStage,
  message: OutgoingMessage,
  mayReply: boolean,
  blocks: boolean,
) {
  const { clock } = stage;
  const id = message.waMessageId;
  const receipt = (status: 'sent' | 'delivered' | 'read') => () =>
    stage.emit('receipt', { waMessageId: id, status, at: new Date() });
  const sent = delayOf(clock, SANDBOX_DELAYS.sent);
  if (blocks) {
    stage.after(sent, async () => {
      await receipt('sent')();
      await stage.emit('signal', { kind: 'blocked', peer: message.to });
    });
    return;
  }
  const delivered = sent + delayOf(clock, SANDBOX_DELAYS.delivered);
  const read = delivered + delayOf(clock, SANDBOX_DELAYS.read);
  stage.after(sent, receipt('sent'));
  stage.after(delivered, receipt('delivered'));
  stage.after(read, receipt('read'));
  if (!mayReply || Math.floor(clock.random() * REPLY_ONE_IN) !== 0) return;
  stage.after(read + delayOf(clock, SANDBOX_DELAYS.reply), async () => {
    const replies = SANDBOX_REPLIES[await stage.language()];
    await stage.receive({
      waMessageId: stage.newMessageId(),
      peer: { phoneNumber: message.to, lid: null },
      fromMe: false,
      timestamp: new Date(),
      kind: 'text',
      text: replies[Math.floor(clock.random() * replies.length)],
      backlog: false,
    });
  });
}

import { type Language, WARMUP_STATUS } from '@siar/shared';
import type { warmups } from '../../db/schema/index.ts';
import { WARMUP_CONVERSATIONS } from './conversation-corpus.ts';

export type WarmupRow = typeof warmups.$inferSelect;
type Warmup = WarmupRow;

export interface Speaker {
  id: string;
  phoneNumber: string;
}

/** What one step of a warmup does: the message to queue (if any), and the warmup's next state. */
export interface WarmupStep {
  message?: { from: Speaker; to: Speaker; text: string; typingMs: number };
  patch: Partial<Warmup>;
  finished: boolean;
}

const POSTPONE_MS = 30_000;

const between = (random: () => number, low: number, high: number) => low + random() * Math.max(0, high - low);

/** Who speaks next: the current pair mid-conversation, or a new pair opening the next one. */
function nextTurn(
  warmup: Warmup,
  ready: Speaker[],
  conversations: readonly (readonly string[])[],
  random: () => number,
): { conversation: number; line: number; pair: [Speaker, Speaker] } {
  const { conversation, conversationLine: line } = warmup;
  const a = ready.find((speaker) => speaker.id === warmup.speakerA);
  const b = ready.find((speaker) => speaker.id === warmup.speakerB);
  if (a && b && line > 0 && line < conversations[conversation % conversations.length]!.length) {
    return { conversation, line, pair: [a, b] };
  }
  const first = Math.floor(random() * ready.length);
  const second = (first + 1 + Math.floor(random() * (ready.length - 1))) % ready.length;
  return {
    conversation: line > 0 ? conversation + 1 : conversation,
    line: 0,
    pair: [ready[first]!, ready[second]!],
  };
}

/**
 * Decides a warmup's next step, as a pure function of its row, the devices ready to talk and the
 * time: stop when the condition is met; else the next line of the current conversation between
 * its two speakers (a new conversation, with a new pair, once one ends), then the next due time:
 * a random interval, or a random break after every `break_after_total_msgs` messages.
 */
export function planWarmupStep(
  warmup: Warmup,
  ready: Speaker[],
  language: Language,
  now: Date,
  random: () => number = Math.random,
): WarmupStep {
  const finish: WarmupStep = {
    patch: { status: WARMUP_STATUS.finished, endedAt: now, nextMessageAt: null },
    finished: true,
  };
  if (warmup.stopCondition === 1 && warmup.stopAt && warmup.stopAt <= now) return finish;
  if (warmup.stopCondition === 2 && warmup.messagesSent >= (warmup.stopAfterTotalMsgs ?? 100)) return finish;
  if (ready.length < 2) {
    // Not enough devices connected now: look again later, without ending the run.
    return { patch: { nextMessageAt: new Date(now.getTime() + POSTPONE_MS) }, finished: false };
  }

  const conversations = WARMUP_CONVERSATIONS[language];
  const { conversation, line, pair } = nextTurn(warmup, ready, conversations, random);
  const [speakerA, speakerB] = [pair[0].id, pair[1].id];
  const lines = conversations[conversation % conversations.length]!;
  const text = lines[line]!;
  const [from, to] = line % 2 === 0 ? pair : [pair[1], pair[0]];

  const sent = warmup.messagesSent + 1;
  const sinceBreak = warmup.messagesSinceBreak + 1;
  const takesBreak = warmup.breakAfterTotalMsgs > 0 && sinceBreak >= warmup.breakAfterTotalMsgs;
  const waitSeconds = takesBreak
    ? between(random, warmup.minBreakDuration, warmup.maxBreakDuration)
    : between(random, warmup.intervalStartsAt, warmup.intervalEndsAt);
  const done = warmup.stopCondition === 2 && sent >= (warmup.stopAfterTotalMsgs ?? 100);
  // A time-based run ends at its stop time: a wait (a long break) running past it is cut short.
  const stopAt = warmup.stopCondition === 1 ? warmup.stopAt?.getTime() : undefined;
  const nextAt = Math.min(now.getTime() + waitSeconds * 1000, stopAt ?? Number.POSITIVE_INFINITY);
  return {
    message: { from, to, text, typingMs: Math.min(6000, Math.max(1200, text.length * 70)) },
    patch: {
      messagesSent: sent,
      messagesSinceBreak: takesBreak ? 0 : sinceBreak,
      conversation,
      conversationLine: line + 1,
      speakerA,
      speakerB,
      ...(done
        ? { status: WARMUP_STATUS.finished, endedAt: now, nextMessageAt: null }
        : { nextMessageAt: new Date(nextAt) }),
    },
    finished: done,
  };
}

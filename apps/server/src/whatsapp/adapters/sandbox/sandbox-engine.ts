import { randomBytes } from 'node:crypto';
import type { Language } from '@siar/shared';
import type { Logger } from 'pino';
import type { Database } from '../../../db/client.ts';
import { findMediaToSend } from '../../../modules/templates/index.ts';
import { createMediaStore, type MediaStore } from '../../../storage/index.ts';
import type { DeviceLink, Engine, EngineEvents, EngineSession, IncomingMessage } from '../../engine-port.ts';
import * as repo from './sandbox.repo.ts';
import { SandboxSession } from './sandbox-session.ts';
import { SANDBOX_POLL_MS, type SandboxClock } from './sandbox-timing.ts';

/** An account's language changes rarely: its simulated contacts look it up once a minute at most. */
const LANGUAGE_MEMO_MS = 60_000;

/** Answers kept per key for `ms` (a failed lookup is not kept). */
function memoized<T>(lookup: (key: string) => Promise<T>, ms: number): (key: string) => Promise<T> {
  const kept = new Map<string, { answer: Promise<T>; until: number }>();
  return (key) => {
    const hit = kept.get(key);
    if (hit && hit.until > Date.now()) return hit.answer;
    const answer = lookup(key);
    kept.set(key, { answer, until: Date.now() + ms });
    answer.catch(() => kept.delete(key));
    return answer;
  };
}

export interface SandboxEngineOptions {
  db: Database;
  log: Logger;
  publicUrl: string;
  languageOf(accountId: string): Promise<Language>;
  /** 1 behaves like a phone; tests go faster. */
  speed?: number;
  random?: () => number;
  /** How often to look for scans, faults and messages (SANDBOX_POLL_MS). */
  pollMs?: number;
  /** Where a simulated contact's file is read from; the database's when not given (tests). */
  media?: MediaStore;
}

export interface SandboxEngine extends Engine {
  /** Ends the post office's rounds (the sessions are stopped by their gateway). */
  close(): void;
}

/**
 * One round of the post office: QR scans and pairing codes pair the sessions waiting for them,
 * faults set on a device are acted out, and messages to an open session's number arrive.
 */
async function postOffice(
  db: Database,
  media: MediaStore,
  sessions: Map<string, SandboxSession>,
): Promise<void> {
  const all = [...sessions.values()];
  const pairing = all.filter((session) => session.phase === 'pairing').map((session) => session.deviceId);
  for (const scan of await repo.scannedPairings(db, pairing)) {
    if (scan.phoneNumber) await sessions.get(scan.deviceId)?.paired(scan.phoneNumber);
  }
  for (const { deviceId, fault, options } of await repo.takeFaults(db, [...sessions.keys()])) {
    await sessions.get(deviceId)?.actOut(fault, options);
  }
  // A silenced session (its `silence` fault) takes nothing: its messages wait for the reconnect.
  const open = new Map(
    all
      .filter((session) => session.phase === 'open' && session.phoneNumber && !session.silent)
      .map((s) => [s.phoneNumber!, s]),
  );
  // Each session takes its own messages in order, the sessions side by side (as Baileys' sessions
  // do): one busy device does not hold the others' messages back.
  const inbox = new Map<string, PostedMessage[]>();
  for (const message of await repo.takeInbox(db, [...open.keys()]))
    inbox.set(message.toPhone, [...(inbox.get(message.toPhone) ?? []), message]);
  await Promise.all(
    [...inbox].map(async ([phone, messages]) => {
      for (const message of messages.sort((a, b) => a.id - b.id)) {
        const file = message.mediaId ? await postedFile(db, media, message.mediaId) : undefined;
        await open.get(phone)?.receive(incomingOf(message, file));
      }
    }),
  );
}

type PostedMessage = Awaited<ReturnType<typeof repo.takeInbox>>[number];
type PostedMedia = { kind: IncomingMessage['kind']; mimetype: string; fileName: string; data: Buffer };

/** The file a contact posted, read from wherever it is kept (none if deleted meanwhile). */
async function postedFile(
  db: Database,
  media: MediaStore,
  mediaId: string,
): Promise<PostedMedia | undefined> {
  const file = await findMediaToSend(db, mediaId);
  if (!file) return undefined;
  return {
    kind: file.kind,
    mimetype: file.mimetype,
    fileName: file.fileName,
    data: await media.readAll(file),
  };
}

/** A posted message as its recipient's session receives it (with its file, if it has one). */
function incomingOf(message: PostedMessage, file: PostedMedia | undefined): IncomingMessage {
  return {
    waMessageId: message.waMessageId,
    peer: { phoneNumber: message.fromPhone, lid: null },
    fromMe: false,
    timestamp: message.sentAt,
    kind: file?.kind ?? 'text',
    text: message.text ?? undefined,
    ...(file
      ? {
          media: {
            mimetype: file.mimetype,
            fileName: file.fileName,
            size: file.data.length,
            data: file.data,
          },
        }
      : {}),
    backlog: false,
  };
}

/**
 * The sandbox engine: simulated phones and recipients, for trying the product and for tests. Its
 * sessions' state lives in the database (`sandbox.repo.ts`); one round every half second per
 * process takes what concerns them: QR scans, faults set on a device, messages between sandbox
 * numbers.
 */
export function createSandboxEngine(options: SandboxEngineOptions): SandboxEngine {
  const clock: SandboxClock = { speed: options.speed ?? 1, random: options.random ?? Math.random };
  const sessions = new Map<string, SandboxSession>();
  const newMessageId = () => `SBX${randomBytes(9).toString('hex').toUpperCase()}`;
  const languageOf = memoized(options.languageOf, LANGUAGE_MEMO_MS);
  const media = options.media ?? createMediaStore({ db: options.db, s3: null, log: options.log });
  let round: Promise<void> | undefined;

  const timer = setInterval(() => {
    if (round || sessions.size === 0) return;
    round = postOffice(options.db, media, sessions)
      .catch((error: unknown) => options.log.warn({ err: error }, 'sandbox round failed'))
      .finally(() => {
        round = undefined;
      });
  }, options.pollMs ?? SANDBOX_POLL_MS);
  timer.unref();

  return {
    id: 'sandbox',
    newMessageId,
    // Its recipients' ledger says for sure whether an id arrived.
    outcomesKnown: true,
    start(link: DeviceLink, events: EngineEvents): EngineSession {
      const session = new SandboxSession(link, events, {
        db: options.db,
        clock,
        log: options.log,
        publicUrl: options.publicUrl,
        languageOf,
        newMessageId,
        onEnd: (ended) => {
          if (sessions.get(ended.deviceId) === ended) sessions.delete(ended.deviceId);
        },
      });
      sessions.set(link.deviceId, session);
      return session;
    },
    close() {
      clearInterval(timer);
    },
  };
}

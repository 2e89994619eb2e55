import { isJidGroup, type LIDMapping, toNumber, type WAMessage, WAMessageStubType } from 'baileys';
import type { Database } from '../../../db/client.ts';
import type { IncomingMessage, MediaInfo } from '../../engine-port.ts';
import type { DecryptFloodGuard } from './decrypt-flood.ts';
import { jidToPhone, normalizeLid } from './jids.ts';
import { findPhoneForLid, type LidPhone, saveLidMappings } from './lid-mappings.repo.ts';
import type { BaileysLogger } from './logger.ts';
import { describeContent, type MessageContent } from './message-content.ts';
import { resolvePeer } from './peer.ts';
import { RecentIds } from './recent-ids.ts';

/** Fetches an upserted message's media bytes within limits (`media-download.ts`); never throws. */
export type FetchMedia = (
  msg: WAMessage,
  media: MessageContent,
) => Promise<Pick<MediaInfo, 'data' | 'unavailable'>>;

/** Baileys' own LID store of the live socket: `getPNForLID` answers `pn:device@s.whatsapp.net`. */
export type SocketPnForLid = (lid: string) => Promise<string | null>;

/**
 * Turns a device's `messages.upsert` into the port's messages: each id once, each person by
 * phone number even when the message came by LID, and what Baileys learns of LID ↔ phone pairs
 * stored in `wa_lid_mappings`.
 */
export class IncomingMessages {
  private readonly seen = new RecentIds();
  /** Pairs already stored by this session, so a chatty contact is not rewritten per message. */
  private readonly stored = new Map<string, string>();

  constructor(
    private readonly db: Database,
    private readonly log: BaileysLogger,
    private readonly flood: DecryptFloodGuard,
    private readonly socketPnForLid: () => SocketPnForLid | undefined,
    private readonly fetchMedia?: FetchMedia,
  ) {}

  /** An id this session sent: its echo (`append`, #2427) is not an incoming message. */
  sent(waMessageId: string): void {
    this.seen.add(waMessageId);
  }

  /**
   * The port message for one upserted message, or null when it is nothing to report: a
   * duplicate, a group or broadcast, a revoke or reaction, or a message that could not be
   * decrypted (Baileys asks the sender for it again and upserts it under the same id).
   */
  async toMessage(msg: WAMessage, backlog: boolean): Promise<IncomingMessage | null> {
    const id = msg.key.id;
    if (!id || this.seen.has(id)) return null;
    if (msg.messageStubType === WAMessageStubType.CIPHERTEXT) {
      if (this.flood.allow()) {
        this.log.warn(
          { waMessageId: id, error: msg.messageStubParameters?.[0] },
          'message not decrypted yet',
        );
      }
      return null;
    }
    if (isJidGroup(msg.key.remoteJid ?? undefined)) return null;
    const content = describeContent(msg.message);
    if (!content) return null;
    const peer = await resolvePeer(msg.key, (lid) => this.pnForLid(lid));
    if (!peer) return null;
    if (peer.lid && peer.phoneNumber) await this.store([{ lid: peer.lid, phoneNumber: peer.phoneNumber }]);
    const fromMe = Boolean(msg.key.fromMe);
    const at = msg.messageTimestamp ? toNumber(msg.messageTimestamp) * 1000 : Date.now();
    if (content.media && this.fetchMedia) Object.assign(content.media, await this.fetchMedia(msg, content));
    return {
      waMessageId: id,
      peer,
      fromMe,
      ...(!fromMe && msg.pushName ? { pushName: msg.pushName } : {}),
      timestamp: new Date(at),
      ...content,
      backlog,
    };
  }

  /** After the gateway took the message: a later replay of it is dropped. */
  reported(waMessageId: string): void {
    this.seen.add(waMessageId);
  }

  /** Stores pairs Baileys reported (`lid-mapping.update`, history sync), in either order. */
  async storeBaileysMappings(pairs: LIDMapping[]): Promise<void> {
    const mappings: LidPhone[] = [];
    for (const { lid, pn } of pairs) {
      const lidJid = normalizeLid(lid) ?? normalizeLid(pn);
      const phoneNumber = jidToPhone(pn) ?? jidToPhone(lid);
      if (lidJid && phoneNumber) mappings.push({ lid: lidJid, phoneNumber });
    }
    await this.store(mappings);
  }

  /** The phone behind a LID: Baileys' store first, then what Siar learnt before. */
  private async pnForLid(lid: string): Promise<string | null> {
    const fromSocket = this.socketPnForLid();
    const pn = fromSocket ? await fromSocket(lid).catch(() => null) : null;
    return jidToPhone(pn) ?? this.stored.get(lid) ?? (await findPhoneForLid(this.db, lid)) ?? null;
  }

  private async store(mappings: LidPhone[]): Promise<void> {
    const fresh = mappings.filter((m) => this.stored.get(m.lid) !== m.phoneNumber);
    if (fresh.length === 0) return;
    await saveLidMappings(this.db, fresh);
    if (this.stored.size > 10_000) this.stored.clear();
    for (const m of fresh) this.stored.set(m.lid, m.phoneNumber);
  }
}

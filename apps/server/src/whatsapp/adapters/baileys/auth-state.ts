import {
  type AuthenticationCreds,
  type AuthenticationState,
  BufferJSON,
  initAuthCreds,
  makeCacheableSignalKeyStore,
  proto,
  type SignalDataSet,
  type SignalDataTypeMap,
  type SignalKeyStore,
} from 'baileys';
import type { Database } from '../../../db/client.ts';
import { deleteAuthRows, readAuthRows, writeAuthRows } from './auth.repo.ts';
import type { BaileysLogger } from './logger.ts';
import { SerialQueue } from './serial-queue.ts';

const CREDS_KEY = 'creds';

/** A row key per signal value, as Baileys' multi-file store names its files. */
const keyName = (type: keyof SignalDataTypeMap, id: string) => `${type}-${id}`;

/** Buffers become `{type:'Buffer', data:<base64>}`, which jsonb keeps. */
const toJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value, BufferJSON.replacer));
const fromJson = (text: string): unknown => JSON.parse(text, BufferJSON.reviver);

/**
 * A device's Baileys auth state in PostgreSQL (`wa_auth`), so any gateway can resume the device.
 *
 * - Every write (a `keys.set()`, a creds save, a wipe) goes through one queue per device: one
 *   writer, in order (#794). Each `keys.set()` is one SQL transaction.
 * - Reads go through ONE long-lived `makeCacheableSignalKeyStore` per device, shared by every
 *   socket the device opens (a cache per socket grows memory, #1377).
 * - After `clear()`, writes from key stores handed out before it are dropped, so a dying
 *   socket cannot write keys back for a device that was logged out.
 */
export class PostgresAuthState {
  private readonly writes = new SerialQueue();
  private readonly cachedKeys: SignalKeyStore;
  /** Bumped by `clear()`; a socket's key store writes only while its epoch is current. */
  private epoch = 0;

  private constructor(
    private readonly db: Database,
    readonly deviceId: string,
    public creds: AuthenticationCreds,
    logger?: BaileysLogger,
  ) {
    this.cachedKeys = makeCacheableSignalKeyStore(this.postgresKeys(), logger);
  }

  static async load(db: Database, deviceId: string, logger?: BaileysLogger): Promise<PostgresAuthState> {
    const text = (await readAuthRows(db, deviceId, [CREDS_KEY])).get(CREDS_KEY);
    const creds = text === undefined ? initAuthCreds() : (fromJson(text) as AuthenticationCreds);
    return new PostgresAuthState(db, deviceId, creds, logger);
  }

  /** Paired once: WhatsApp accepted this device (`account` is set only by a successful pairing). */
  get paired(): boolean {
    return Boolean(this.creds.account);
  }

  /** The state to hand a new socket. Its key writes stop counting once the state is cleared. */
  forSocket(): AuthenticationState {
    const epoch = this.epoch;
    const keys = this.cachedKeys;
    return {
      creds: this.creds,
      keys: {
        get: (type, ids) => keys.get(type, ids),
        set: async (data) => {
          if (epoch === this.epoch) await keys.set(data);
        },
      },
    };
  }

  /** Queues a write of the whole creds object (the socket mutates it in place). */
  saveCreds(): Promise<void> {
    const epoch = this.epoch;
    return this.writes.run(async () => {
      if (epoch !== this.epoch) return;
      await writeAuthRows(this.db, this.deviceId, [{ key: CREDS_KEY, value: toJson(this.creds) }], []);
    });
  }

  /** Resolves when every write queued so far is stored (before a 515 restart reads them again). */
  flush(): Promise<void> {
    return this.writes.idle();
  }

  /** Wipes the device's rows and cache; the next socket starts with fresh creds and pairs again. */
  async clear(): Promise<void> {
    this.epoch += 1;
    this.creds = initAuthCreds();
    // The cache runs sets one by one under a FIFO mutex, each until its row is written: a read
    // through it waits for every set that passed the epoch check before the bump above.
    await this.cachedKeys.get('session', []);
    await this.writes.run(async () => {
      await this.cachedKeys.clear?.();
      await deleteAuthRows(this.db, this.deviceId);
    });
  }

  /** The raw store under the cache: rows in `wa_auth`. */
  private postgresKeys(): SignalKeyStore {
    const { db, deviceId } = this;
    return {
      get: async <T extends keyof SignalDataTypeMap>(type: T, ids: string[]) => {
        const rows = await readAuthRows(
          db,
          deviceId,
          ids.map((id) => keyName(type, id)),
        );
        const found: { [id: string]: SignalDataTypeMap[T] } = {};
        for (const id of ids) {
          const text = rows.get(keyName(type, id));
          if (text === undefined) continue;
          let value = fromJson(text);
          // protobufjs objects lose their class in JSON; Baileys calls methods on this one.
          if (type === 'app-state-sync-key' && value) {
            value = proto.Message.AppStateSyncKeyData.fromObject(value as Record<string, unknown>);
          }
          found[id] = value as SignalDataTypeMap[T];
        }
        return found;
      },
      set: (data: SignalDataSet) => {
        const upserts: { key: string; value: unknown }[] = [];
        const deletes: string[] = [];
        for (const type of Object.keys(data) as (keyof SignalDataTypeMap)[]) {
          for (const [id, value] of Object.entries(data[type] ?? {})) {
            if (value == null) deletes.push(keyName(type, id));
            else upserts.push({ key: keyName(type, id), value: toJson(value) });
          }
        }
        return this.writes.run(() => writeAuthRows(db, deviceId, upserts, deletes));
      },
    };
  }
}

import { randomBytes } from 'node:crypto';
import { proto, type SignalDataSet } from 'baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { insertTestDevice } from '../../testing/test-device.ts';
import { countAuthRows, readAuthRows } from './auth.repo.ts';
import { PostgresAuthState } from './auth-state.ts';

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

describe('PostgreSQL auth state', () => {
  it('round-trips creds and every signal key type through wa_auth, Buffers and protos included', async () => {
    const { deviceId } = await insertTestDevice(db);
    const first = await PostgresAuthState.load(db, deviceId);
    expect(first.paired).toBe(false);
    first.creds.me = { id: '6281234567890:4@s.whatsapp.net', name: 'Toko' };
    first.creds.account = { details: randomBytes(16), accountSignature: randomBytes(64) };
    first.creds.routingInfo = randomBytes(8);
    await first.saveCreds();

    const keyData = randomBytes(32);
    const data: SignalDataSet = {
      'pre-key': { '1': { public: randomBytes(32), private: randomBytes(32) } },
      session: { '6281234567890.0': randomBytes(100) },
      'sender-key': { 'group@g.us::628:0': randomBytes(40) },
      'sender-key-memory': { 'group@g.us': { '628@s.whatsapp.net': true } },
      'app-state-sync-key': {
        AAAAAOpL: proto.Message.AppStateSyncKeyData.fromObject({
          keyData,
          fingerprint: { rawId: 7, currentIndex: 1, deviceIndexes: [0, 1] },
          timestamp: 1_700_000_000,
        }),
      },
      'app-state-sync-version': {
        regular: {
          version: 3,
          hash: randomBytes(128),
          indexValueMap: { abc: { valueMac: randomBytes(32) } },
        },
      },
      'lid-mapping': { '6281234567890': '123456789', '123456789_reverse': '6281234567890' },
      'device-list': { '6281234567890': ['0', '3'] },
      tctoken: { '123456789@lid': { token: randomBytes(20), timestamp: '1700000000' } },
      'identity-key': { '6281234567890.0': randomBytes(33) },
    };
    await first.forSocket().keys.set(data);

    // A new instance has an empty cache: everything comes from PostgreSQL.
    const second = await PostgresAuthState.load(db, deviceId);
    expect(second.paired).toBe(true);
    expect(second.creds.me?.id).toBe('6281234567890:4@s.whatsapp.net');
    expect(Buffer.isBuffer(second.creds.routingInfo)).toBe(true);
    expect(second.creds.routingInfo).toEqual(first.creds.routingInfo);
    expect(Buffer.from(second.creds.noiseKey.private)).toEqual(Buffer.from(first.creds.noiseKey.private));
    expect(Buffer.from(second.creds.account!.details!)).toEqual(Buffer.from(first.creds.account.details!));

    const keys = second.forSocket().keys;
    const preKey = (await keys.get('pre-key', ['1', '2']))['1']!;
    expect(Buffer.from(preKey.private)).toEqual(Buffer.from(data['pre-key']!['1']!.private));
    expect(await keys.get('pre-key', ['2'])).toEqual({});
    expect(Buffer.from((await keys.get('session', ['6281234567890.0']))['6281234567890.0']!)).toEqual(
      Buffer.from(data.session!['6281234567890.0']!),
    );
    expect(await keys.get('sender-key-memory', ['group@g.us'])).toEqual(data['sender-key-memory']);

    const syncKey = (await keys.get('app-state-sync-key', ['AAAAAOpL'])).AAAAAOpL!;
    expect(syncKey).toBeInstanceOf(proto.Message.AppStateSyncKeyData);
    expect(Buffer.from(syncKey.keyData!)).toEqual(keyData);
    expect(syncKey.fingerprint?.rawId).toBe(7);

    const version = (await keys.get('app-state-sync-version', ['regular'])).regular!;
    expect(version.version).toBe(3);
    expect(Buffer.isBuffer(version.hash)).toBe(true);
    expect(await keys.get('lid-mapping', ['6281234567890', '123456789_reverse'])).toEqual({
      '6281234567890': '123456789',
      '123456789_reverse': '6281234567890',
    });
    expect(await keys.get('device-list', ['6281234567890'])).toEqual({ '6281234567890': ['0', '3'] });
    const token = (await keys.get('tctoken', ['123456789@lid']))['123456789@lid']!;
    expect(Buffer.from(token.token)).toEqual(Buffer.from(data.tctoken!['123456789@lid']!.token));
    expect(token.timestamp).toBe('1700000000');
  });

  it('deletes the keys set to null', async () => {
    const { deviceId } = await insertTestDevice(db);
    const state = await PostgresAuthState.load(db, deviceId);
    const keys = state.forSocket().keys;
    await keys.set({ 'pre-key': { '1': { public: randomBytes(32), private: randomBytes(32) } } });
    await keys.set({ 'pre-key': { '1': null } });
    expect(await readAuthRows(db, deviceId, ['pre-key-1'])).toEqual(new Map());
  });

  it('writes each keys.set() in one transaction: a failing write leaves nothing half-written', async () => {
    const { deviceId } = await insertTestDevice(db);
    const state = await PostgresAuthState.load(db, deviceId);
    await state.forSocket().keys.set({ session: { keep: randomBytes(8) } });

    // 600 pre-keys take two INSERT statements; the last value is one jsonb refuses (\u0000),
    // so the second statement fails after the first succeeded, and a delete is pending too.
    const preKeys: Record<string, unknown> = {};
    for (let i = 1; i <= 600; i += 1)
      preKeys[String(i)] = { public: randomBytes(4), private: randomBytes(4) };
    preKeys['600'] = 'bad \u0000 value';
    const failing = (await PostgresAuthState.load(db, deviceId)).forSocket().keys;
    await expect(
      failing.set({ 'pre-key': preKeys, session: { keep: null } } as unknown as SignalDataSet),
    ).rejects.toThrow();

    expect(await countAuthRows(db, deviceId)).toBe(1);
    expect([...(await readAuthRows(db, deviceId, ['session-keep'])).keys()]).toEqual(['session-keep']);
  });

  it('clear() wipes the device’s rows and drops later writes of the sockets it had', async () => {
    const { deviceId } = await insertTestDevice(db);
    const other = await insertTestDevice(db);
    const state = await PostgresAuthState.load(db, deviceId);
    const oldSocketKeys = state.forSocket().keys;
    await oldSocketKeys.set({ session: { a: randomBytes(8) } });
    await state.saveCreds();
    await (await PostgresAuthState.load(db, other.deviceId)).saveCreds();
    const oldCreds = state.creds;

    await state.clear();
    expect(await countAuthRows(db, deviceId)).toBe(0);
    expect(state.creds).not.toBe(oldCreds);

    await oldSocketKeys.set({ session: { late: randomBytes(8) } });
    expect(await countAuthRows(db, deviceId)).toBe(0);
    // Another device's rows are untouched.
    expect(await countAuthRows(db, other.deviceId)).toBe(1);

    // A socket made after the wipe writes again.
    await state.forSocket().keys.set({ session: { fresh: randomBytes(8) } });
    expect(await countAuthRows(db, deviceId)).toBe(1);
  });
});

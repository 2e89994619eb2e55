import { WAMessageStatus } from 'baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { openPairedDevice } from './testing/engine-fixture.ts';
import { waitUntil } from './testing/wait-until.ts';

// WhatsApp's limits on the number as Baileys 7 reports them (its reachoutTimeLock and
// message-capping.update, and the fetches behind them), turned into the port's `limits` event.

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const ends = 1_767_700_000;

describe("Baileys' reports of the number's limits", () => {
  it('asks WhatsApp for the lock and the cap once connected, and reports the cap it answers', async () => {
    const { sock, events } = await openPairedDevice(db, {}, (socket) => {
      socket.messageCap = { total_quota: 250, used_quota: 40, cycle_end_timestamp: String(ends) };
    });
    await waitUntil(() => events.limitReports.length >= 2, 'the limits asked on open');
    expect(sock.limitQueries).toEqual({ lock: 1, cap: 1 });
    expect(events.limitReports).toContainEqual({ kind: 'reach_out_lock', active: false });
    expect(events.limitReports).toContainEqual({
      kind: 'new_chat_cap',
      total: 250,
      used: 40,
      cycleEndsAt: new Date(ends * 1000),
    });
  });

  it('reports a lock with its end, its lifting, and a cap at its limit when WhatsApp says CAPPED', async () => {
    const { sock, events } = await openPairedDevice(db);
    await waitUntil(() => sock.limitQueries.cap === 1, 'the limits asked on open');
    events.limitReports.length = 0;
    const until = new Date((ends + 3600) * 1000);
    sock.ev.emit('connection.update', { reachoutTimeLock: { isActive: true, timeEnforcementEnds: until } });
    sock.ev.emit('message-capping.update', {
      total_quota: 100,
      used_quota: 60,
      capping_status: 'CAPPED' as never,
    });
    sock.ev.emit('connection.update', { reachoutTimeLock: { isActive: false } });
    await waitUntil(() => events.limitReports.length === 3, 'three reports');
    expect(events.limitReports).toEqual([
      { kind: 'reach_out_lock', active: true, until },
      { kind: 'new_chat_cap', total: 100, used: 100 },
      { kind: 'reach_out_lock', active: false },
    ]);
  });

  it('asks for the lock again after a message refused with 463, and not after other refusals', async () => {
    const { sock } = await openPairedDevice(db);
    await waitUntil(() => sock.limitQueries.lock === 1, 'the lock asked on open');
    const refusal = (id: string, code: string) =>
      sock.ev.emit('messages.update', [
        {
          key: { remoteJid: '6281311112222@s.whatsapp.net', fromMe: true, id },
          update: { status: WAMessageStatus.ERROR, messageStubParameters: [code] },
        },
      ]);
    refusal('R479', '479');
    refusal('R463', '463');
    await waitUntil(() => sock.limitQueries.lock === 2, 'the lock asked after the 463');
    expect(sock.limitQueries).toEqual({ lock: 2, cap: 1 });
  });
});

import { DisconnectReason } from 'baileys';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { openPairedDevice, waitForState } from './testing/engine-fixture.ts';
import { boom } from './testing/fake-socket.ts';

// The silent-session watch's two questions to a Baileys session: does WhatsApp still answer it
// (a probe), and did anything arrive besides messages and receipts (activity).

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

describe('a Baileys session probed', () => {
  it('answers when WhatsApp answers a lookup of its own number, and not when the query fails', async () => {
    const { session, sock } = await openPairedDevice(db);
    const lookup = vi.spyOn(sock, 'onWhatsApp');
    expect(await session.probe!()).toBe(true);
    expect(lookup).toHaveBeenCalledWith('6281200000001');

    lookup.mockRejectedValueOnce(boom('Timed Out', DisconnectReason.timedOut));
    expect(await session.probe!()).toBe(false);
  });

  it('does not answer while the connection is down', async () => {
    const { session, sock, events } = await openPairedDevice(db);
    await sock.close(DisconnectReason.connectionLost, 'Connection Lost');
    await waitForState(events, 'closed:connection_lost');
    expect(await session.probe!()).toBe(false);
  });

  it('reports presences and chat changes as activity', async () => {
    const { sock, events } = await openPairedDevice(db);
    sock.ev.emit('presence.update', {
      id: '6281311112222@s.whatsapp.net',
      presences: { '6281311112222@s.whatsapp.net': { lastKnownPresence: 'available' } },
    });
    sock.ev.emit('chats.update', [{ id: '6281311112222@s.whatsapp.net', unreadCount: 1 }]);
    await expect.poll(() => events.activities).toBe(2);
  });
});

import { CHATS_PATHS, CONVERSATION_MOVES, CONVERSATION_STATUSES, fillPath } from '@siar/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversations, statusMoves } from '../../db/schema/index.ts';
import { deviceRow } from '../../test/campaign-data.ts';
import { apiAs, createAgent, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { wakeSnoozedConversations } from './conversation-status.service.ts';
import { incoming } from './test/chat-data.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let phoneSeq = 0;
const nextPhone = () => `+62812345${String(70000 + phoneSeq++).padStart(5, '0')}`;

async function account() {
  const customer = await createCustomer(ctx.database.db);
  const api = await apiAs(ctx.app, customer);
  const deviceId = await deviceRow(ctx.database.db, customer.accountId);
  return { customer, api, deviceId, device: { id: deviceId, accountId: customer.accountId } };
}
type Account = Awaited<ReturnType<typeof account>>;

type Device = Account['device'];

/** A contact writes to the device: its conversation's id. */
async function write(device: Device, phone: string, text = 'Hello') {
  expect((await incoming(ctx.database.db, device, phone, text)).stored).toBe(true);
  const [row] = await ctx.database.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.deviceId, device.id), eq(conversations.peerPhone, phone)));
  return row!.id;
}

/** A new conversation of the account (a contact wrote), its id. */
const conversation = (mine: Account) => write(mine.device, nextPhone());

const statusPath = (id: string) => fillPath(CHATS_PATHS.status, { conversation_id: id });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function setStatus(id: string, status: string) {
  await ctx.database.db
    .update(conversations)
    .set({ status: status as never })
    .where(eq(conversations.id, id));
}

async function rowOf(id: string) {
  const [row] = await ctx.database.db.select().from(conversations).where(eq(conversations.id, id));
  return row!;
}

describe('conversation status', () => {
  const pairs = CONVERSATION_STATUSES.flatMap((from) =>
    CONVERSATION_STATUSES.map((to) => [from, to] as const),
  );

  it.each(pairs)('from %s to %s: allowed only as CONVERSATION_MOVES lists it', async (from, to) => {
    const mine = await account();
    const id = await conversation(mine);
    await setStatus(id, from);
    const body = to === 'snoozed' ? { status: to, snoozed_until: inAnHour() } : { status: to };
    const answer = await mine.api.post(statusPath(id), body);
    const allowed = (CONVERSATION_MOVES[from] as readonly string[]).includes(to);
    if (!allowed) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('conversation_status_move_refused');
      expect((await rowOf(id)).status).toBe(from);
      return;
    }
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ conversation_id: id, status: to });
    const row = await rowOf(id);
    expect(row.status).toBe(to);
    expect(row.snoozedUntil !== null).toBe(to === 'snoozed');
    expect(row.resolvedAt !== null).toBe(to === 'resolved');
    const moves = await ctx.database.db
      .select()
      .from(statusMoves)
      .where(and(eq(statusMoves.entity, 'conversation'), eq(statusMoves.rowId, id)));
    // Snoozed again to another time changes the time; it is no move between statuses.
    expect(moves).toMatchObject(
      from === to ? [] : [{ fromStatus: from, toStatus: to, byKind: 'user', byUserId: mine.customer.userId }],
    );
  });

  it('snoozes until a time to come or until the contact writes; a time past or a bad status is refused', async () => {
    const mine = await account();
    const id = await conversation(mine);
    const past = await mine.api.post(statusPath(id), {
      status: 'snoozed',
      snoozed_until: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().field_codes.snoozed_until).toEqual([{ code: 'conversation_snooze_past' }]);
    const bad = await mine.api.post(statusPath(id), { status: 'closed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_codes.status).toEqual([{ code: 'conversation_status_invalid' }]);
    expect((await rowOf(id)).status).toBe('open');

    const until = inAnHour();
    const snoozed = await mine.api.post(statusPath(id), { status: 'snoozed', snoozed_until: until });
    expect(snoozed.json()).toMatchObject({ status: 'snoozed', snoozed_until: new Date(until).toISOString() });
    const other = await conversation(mine);
    const untilWrites = await mine.api.post(statusPath(other), { status: 'snoozed' });
    expect(untilWrites.json()).toMatchObject({ status: 'snoozed', snoozed_until: null });
  });

  it("answers 404 for another account's conversation, to its owner and its agents alike; the account's agent may", async () => {
    const mine = await account();
    const theirs = await account();
    const id = await conversation(theirs);
    expect((await mine.api.post(statusPath(id), { status: 'resolved' })).statusCode).toBe(404);
    const strangerAgent = await apiAs(ctx.app, await createAgent(ctx.database.db, mine.customer));
    expect((await strangerAgent.post(statusPath(id), { status: 'resolved' })).statusCode).toBe(404);
    expect((await rowOf(id)).status).toBe('open');

    const agent = await createAgent(ctx.database.db, theirs.customer);
    const resolved = await (await apiAs(ctx.app, agent)).post(statusPath(id), { status: 'resolved' });
    expect(resolved.statusCode).toBe(200);
    const [move] = await ctx.database.db.select().from(statusMoves).where(eq(statusMoves.rowId, id));
    expect(move).toMatchObject({ toStatus: 'resolved', byUserId: agent.userId });
  });
});

describe('reopening', () => {
  it.each(['pending', 'snoozed', 'resolved'] as const)(
    'a message from the contact opens a %s conversation',
    async (from) => {
      const mine = await account();
      const phone = nextPhone();
      const id = await write(mine.device, phone, 'Hi');
      const body = from === 'snoozed' ? { status: from, snoozed_until: inAnHour() } : { status: from };
      expect((await mine.api.post(statusPath(id), body)).statusCode).toBe(200);
      await write(mine.device, phone, 'Still there?');
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'open', snoozedUntil: null, resolvedAt: null, unreadCount: 2 });
      const moves = await ctx.database.db
        .select()
        .from(statusMoves)
        .where(eq(statusMoves.rowId, id))
        .orderBy(statusMoves.id);
      expect(moves.map((move) => [move.fromStatus, move.toStatus, move.byKind, move.reason])).toEqual([
        ['open', from, 'user', null],
        [from, 'open', 'system', 'contact_wrote'],
      ]);
      // An open conversation written to again moves nowhere.
      await write(mine.device, phone, 'Hello?');
      expect(await ctx.database.db.select().from(statusMoves).where(eq(statusMoves.rowId, id))).toHaveLength(
        2,
      );
    },
  );

  it('the snoozes whose time has come open, all at once, and each account hears it', async () => {
    const mine = await account();
    const due = await conversation(mine);
    const later = await conversation(mine);
    const untilWrites = await conversation(mine);
    for (const id of [due, later]) {
      expect(
        (await mine.api.post(statusPath(id), { status: 'snoozed', snoozed_until: inAnHour() })).statusCode,
      ).toBe(200);
    }
    await mine.api.post(statusPath(untilWrites), { status: 'snoozed' });
    await ctx.database.db
      .update(conversations)
      .set({ snoozedUntil: new Date(Date.now() - 1000) })
      .where(eq(conversations.id, due));
    const publish = vi.fn(async () => {});
    const woken = await wakeSnoozedConversations({ db: ctx.database.db, live: { publish } as never });
    expect(woken).toBeGreaterThanOrEqual(1);
    expect((await rowOf(due)).status).toBe('open');
    expect((await rowOf(due)).snoozedUntil).toBeNull();
    expect((await rowOf(later)).status).toBe('snoozed');
    expect((await rowOf(untilWrites)).status).toBe('snoozed');
    expect(publish).toHaveBeenCalledWith({ account_id: mine.customer.accountId, topic: 'messages' });
    const [move] = await ctx.database.db
      .select()
      .from(statusMoves)
      .where(and(eq(statusMoves.rowId, due), eq(statusMoves.toStatus, 'open')));
    expect(move).toMatchObject({ fromStatus: 'snoozed', byKind: 'system' });
  });
});

describe('the list by status, and the counts', () => {
  it('lists the open ones by default, one status or all on request, and counts each per channel', async () => {
    const mine = await account();
    const secondDevice = await deviceRow(ctx.database.db, mine.customer.accountId);
    const open = await conversation(mine);
    const pending = await conversation(mine);
    const resolved = await conversation(mine);
    const elsewhere = await write({ id: secondDevice, accountId: mine.customer.accountId }, nextPhone());
    await mine.api.post(statusPath(pending), { status: 'pending' });
    await mine.api.post(statusPath(resolved), { status: 'resolved' });
    await mine.api.post(statusPath(elsewhere), { status: 'resolved' });

    const ids = async (query: string) =>
      (await mine.api.get(`${CHATS_PATHS.conversations}${query}`))
        .json()
        .results.map((c: { conversation_id: string }) => c.conversation_id)
        .sort();
    expect(await ids('')).toEqual([open]);
    expect(await ids('?status=pending')).toEqual([pending]);
    expect(await ids('?status=resolved')).toEqual([resolved, elsewhere].sort());
    expect(await ids('?status=all')).toEqual([open, pending, resolved, elsewhere].sort());
    const listed = (await mine.api.get(`${CHATS_PATHS.conversations}?status=pending`)).json().results[0];
    expect(listed).toMatchObject({ status: 'pending', snoozed_until: null });
    const bad = await mine.api.get(`${CHATS_PATHS.conversations}?status=closed`);
    expect(bad.statusCode).toBe(400);

    const all = await mine.api.get(CHATS_PATHS.conversationCounts);
    expect(all.json()).toEqual({ open: 1, pending: 1, snoozed: 0, resolved: 2 });
    const channel = await mine.api.post(CHATS_PATHS.channels, {
      name: 'Second',
      color: 'teal',
      device_ids: [secondDevice],
    });
    const channelId = channel.json().channel_id;
    const counted = await mine.api.get(`${CHATS_PATHS.conversationCounts}?channel_id=${channelId}`);
    expect(counted.json()).toEqual({ open: 0, pending: 0, snoozed: 0, resolved: 1 });
    const theirs = await account();
    const foreign = await theirs.api.get(`${CHATS_PATHS.conversationCounts}?channel_id=${channelId}`);
    expect(foreign.statusCode).toBe(404);
  });
});

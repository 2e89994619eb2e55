import {
  CAMPAIGN_MOVES,
  CONVERSATION_MOVES,
  DEVICE_MOVES,
  IMPORT_MOVES,
  type Moves,
  NUMBER_CHECK_MOVES,
  OCCURRENCE_MOVES,
  PAYMENT_MOVES,
  RECURRING_MOVES,
  SUBSCRIPTION_MOVES,
  WARMUP_MOVES,
  WEBHOOK_DELIVERY_MOVES,
} from '@siar/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCampaign } from '../modules/campaigns/campaigns.repo.ts';
import { createCustomer, type TestCustomer } from '../test/factories.ts';
import { openTestDatabase } from '../test/test-database.ts';
import type { Database, DatabaseHandle } from './client.ts';
import {
  campaigns,
  contactImports,
  conversations,
  numberChecks,
  payments,
  recurringBroadcasts,
  recurringOccurrences,
  statusMoves,
  subscriptions,
  waDevices,
  warmups,
  webhookDeliveries,
} from './schema/index.ts';
import { type StatusEntity, transition, transitionAll } from './transitions.ts';

// Every table of moves (packages/shared status-moves.ts) walked on the database through the
// transition helper: each move it lists works and is recorded, each other pair is refused before
// any SQL runs and leaves the row as it was. The CHECKs refuse a status no list knows.

let handle: DatabaseHandle;
let db: Database;
let owner: TestCustomer;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  owner = await createCustomer(db);
});
afterAll(() => handle.close());

type Status = string | number;
let seq = 0;

const seriesValues = () => ({
  accountId: owner.accountId,
  name: 'Weekly',
  rrule: 'FREQ=WEEKLY;BYDAY=MO',
  startsAt: new Date(Date.UTC(2027, 0, 4, 2)),
  timeZone: 'Asia/Jakarta',
});

/** A fresh row in `status` for each entity (every row its own account where one per account is the rule). */
const rowIn: Record<StatusEntity, (status: Status) => Promise<{ id: string; accountId: string }>> = {
  async payment(status) {
    const accountId = (await createCustomer(db)).accountId;
    const [row] = await db
      .insert(payments)
      .values({
        accountId,
        planId: 'basic',
        billingCycle: 'monthly',
        method: 'bank_transfer',
        netDue: 100_000,
        uniqueCode: 100 + (seq++ % 800),
        totalDue: 100_100,
        details: {},
        status: status as never,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    return { id: row!.id, accountId };
  },
  async subscription(status) {
    const accountId = (await createCustomer(db)).accountId;
    await db.delete(subscriptions).where(eq(subscriptions.accountId, accountId));
    const now = new Date();
    const [row] = await db
      .insert(subscriptions)
      .values({
        accountId,
        planId: 'basic',
        billingCycle: 'monthly',
        status: status as never,
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + 86_400_000),
      })
      .returning();
    return { id: row!.id, accountId };
  },
  async device(status) {
    const [row] = await db
      .insert(waDevices)
      .values({
        accountId: owner.accountId,
        name: `Phone ${seq++}`,
        engine: 'sandbox',
        state: status as never,
      })
      .returning();
    return { id: row!.id, accountId: owner.accountId };
  },
  async warmup(status) {
    const accountId = (await createCustomer(db)).accountId;
    const settings = { intervalStartsAt: 60, intervalEndsAt: 120, breakAfterTotalMsgs: 10 };
    await db.insert(warmups).values({
      accountId,
      ...settings,
      minBreakDuration: 600,
      maxBreakDuration: 1200,
      stopCondition: 2,
      status: status as never,
    });
    return { id: accountId, accountId };
  },
  async contactImport(status) {
    const [row] = await db
      .insert(contactImports)
      .values({
        accountId: owner.accountId,
        fileName: 'a.csv',
        format: 'csv',
        file: Buffer.from('phone\n'),
        status: status as never,
      })
      .returning({ id: contactImports.id });
    return { id: row!.id, accountId: owner.accountId };
  },
  async campaign(status) {
    const values = { accountId: owner.accountId, name: `In ${status}`, status: status as never };
    const row = await saveCampaign(db, values, undefined, undefined);
    return { id: row.id, accountId: owner.accountId };
  },
  async numberCheck(status) {
    const values = { accountId: owner.accountId, source: 'contacts' as const, status: status as never };
    const [row] = await db.insert(numberChecks).values(values).returning({ id: numberChecks.id });
    return { id: row!.id, accountId: owner.accountId };
  },
  async recurringBroadcast(status) {
    const [row] = await db
      .insert(recurringBroadcasts)
      .values({ ...seriesValues(), status: status as never })
      .returning({ id: recurringBroadcasts.id });
    return { id: row!.id, accountId: owner.accountId };
  },
  async recurringOccurrence(status) {
    const [series] = await db
      .insert(recurringBroadcasts)
      .values(seriesValues())
      .returning({ id: recurringBroadcasts.id });
    const at = new Date(Date.UTC(2027, 0, 4, 2));
    const [row] = await db
      .insert(recurringOccurrences)
      .values({
        seriesId: series!.id,
        accountId: owner.accountId,
        occursAt: at,
        runAt: at,
        state: status as never,
      })
      .returning({ id: recurringOccurrences.id });
    return { id: row!.id, accountId: owner.accountId };
  },
  async conversation(status) {
    const [device] = await db
      .insert(waDevices)
      .values({ accountId: owner.accountId, name: `Inbox ${seq++}`, engine: 'sandbox', state: 'connected' })
      .returning({ id: waDevices.id });
    const [row] = await db
      .insert(conversations)
      .values({
        accountId: owner.accountId,
        deviceId: device!.id,
        peerPhone: '+6281234500000',
        lastMessageAt: new Date(),
        lastMessageKind: 'text',
        lastDirection: 'in',
        status: status as never,
      })
      .returning({ id: conversations.id });
    return { id: row!.id, accountId: owner.accountId };
  },
  async webhookDelivery(status) {
    const id = crypto.randomUUID();
    await db.insert(webhookDeliveries).values({
      id,
      accountId: owner.accountId,
      event: 'test',
      eventKey: `test:${id}`,
      body: '{}',
      state: status as never,
    });
    return { id, accountId: owner.accountId };
  },
};

const TABLES: Record<StatusEntity, { moves: Moves<Status>; table: typeof payments; column: string }> = {
  payment: { moves: PAYMENT_MOVES, table: payments, column: 'status' },
  subscription: { moves: SUBSCRIPTION_MOVES, table: subscriptions as never, column: 'status' },
  device: { moves: DEVICE_MOVES, table: waDevices as never, column: 'state' },
  warmup: { moves: WARMUP_MOVES, table: warmups as never, column: 'status' },
  contactImport: { moves: IMPORT_MOVES, table: contactImports as never, column: 'status' },
  campaign: { moves: CAMPAIGN_MOVES, table: campaigns as never, column: 'status' },
  numberCheck: { moves: NUMBER_CHECK_MOVES, table: numberChecks as never, column: 'status' },
  recurringBroadcast: { moves: RECURRING_MOVES, table: recurringBroadcasts as never, column: 'status' },
  recurringOccurrence: { moves: OCCURRENCE_MOVES, table: recurringOccurrences as never, column: 'state' },
  conversation: { moves: CONVERSATION_MOVES, table: conversations as never, column: 'status' },
  webhookDelivery: { moves: WEBHOOK_DELIVERY_MOVES, table: webhookDeliveries as never, column: 'state' },
};

async function statusOf(entity: StatusEntity, id: string): Promise<Status> {
  const { table, column } = TABLES[entity];
  const key = entity === 'warmup' ? 'accountId' : 'id';
  const tableColumns = table as unknown as Record<string, typeof payments.id>;
  const [row] = await db
    .select({ status: tableColumns[column]! })
    .from(table)
    .where(eq(tableColumns[key]!, id));
  return row!.status as unknown as Status;
}

const movesOf = (entity: StatusEntity, id: string) =>
  db
    .select()
    .from(statusMoves)
    .where(and(eq(statusMoves.entity, entity), eq(statusMoves.rowId, id)));

function pairsOf(entity: StatusEntity) {
  const statuses = Object.keys(TABLES[entity].moves).map((key) =>
    typeof Object.values(TABLES[entity].moves)[0]?.[0] === 'number' || /^\d+$/.test(key) ? Number(key) : key,
  );
  return statuses.flatMap((from) => statuses.map((to) => [entity, from, to] as const));
}

const ENTITIES = Object.keys(TABLES) as StatusEntity[];

describe('every status table, walked on the database', () => {
  it.each(ENTITIES.flatMap(pairsOf))(
    '%s from %s to %s: allowed only when the table lists it',
    async (entity, from, to) => {
      const { id, accountId } = await rowIn[entity](from);
      const scope = { accountId };
      const allowed = (TABLES[entity].moves[from] ?? []).includes(to);
      if (allowed) {
        const moved = await transition(db, entity, { id, scope }, [from] as never, to as never, undefined, {
          by: { user: owner.userId },
          reason: 'walked',
        });
        expect(moved).toBeDefined();
        expect(await statusOf(entity, id)).toBe(to);
        const recorded = await movesOf(entity, id);
        if (from === to) expect(recorded).toEqual([]);
        else
          expect(recorded).toMatchObject([
            { accountId, fromStatus: String(from), toStatus: String(to), byKind: 'user', reason: 'walked' },
          ]);
      } else {
        await expect(transition(db, entity, { id, scope }, [from] as never, to as never)).rejects.toThrow(
          /may not move/,
        );
        expect(await statusOf(entity, id)).toBe(from);
        expect(await movesOf(entity, id)).toEqual([]);
      }
    },
  );

  it("moves nothing of another account's, and nothing no longer in the status read", async () => {
    const { id } = await rowIn.payment(1);
    const stranger = await createCustomer(db);
    const target = { id, scope: { accountId: stranger.accountId } };
    expect(await transition(db, 'payment', target, [1], 3 as never).catch(() => 'refused')).toBe('refused');
    expect(await transition(db, 'payment', target, [1], 4)).toBeUndefined();
    expect(await transition(db, 'payment', { id, scope: 'staff' }, [2], 3)).toBeUndefined();
    expect(await statusOf('payment', id)).toBe(1);
  });

  it('moves a set in one statement from the statuses the table allows, recording each row', async () => {
    const live = await Promise.all([1, 2, 3, 4].map((status) => rowIn.subscription(status)));
    const ids = live.map((row) => row.id);
    const ended = await transitionAll(db, 'subscription', undefined, 4, { note: { reason: 'swept' } });
    const endedHere = ended.filter((row) => ids.includes(row.id));
    expect(endedHere.map((row) => row.id).sort()).toEqual(ids.slice(0, 3).sort());
    expect(endedHere.every((row) => row.status === 4 && row.updatedAt instanceof Date)).toBe(true);
    for (const id of ids.slice(0, 3))
      expect(await movesOf('subscription', id)).toMatchObject([
        { toStatus: '4', byKind: 'system', reason: 'swept' },
      ]);
    expect(await movesOf('subscription', ids[3]!)).toEqual([]);
    await expect(transitionAll(db, 'subscription', undefined, 1, { from: [4] })).rejects.toThrow(
      /may not move/,
    );
  });
});

describe('the CHECK on each status column', () => {
  it.each(ENTITIES)('refuses a %s status no shared list knows', async (entity) => {
    const unknown =
      typeof Object.keys(TABLES[entity].moves)[0] === 'string' &&
      /^\d+$/.test(Object.keys(TABLES[entity].moves)[0]!)
        ? 99
        : 'bogus';
    await expect(rowIn[entity](unknown)).rejects.toThrow();
  });
});

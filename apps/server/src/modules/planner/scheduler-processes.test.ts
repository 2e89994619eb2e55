import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { campaigns, recurringBroadcasts, recurringOccurrences, waOutbox } from '../../db/schema/index.ts';
import { contactsInGroup, deviceRow, template } from '../../test/campaign-data.ts';
import { createCustomer, createStaff } from '../../test/factories.ts';
import { dropRunSchema, freePort } from '../../test/processes.ts';
import { createSeries } from './series.service.ts';

// Two Siar processes with their timers on, one PostgreSQL: each runs the planner's tick as it
// starts (and every minute after), so both reach a due occurrence at about the same moment. It
// must start once: one occurrence row, one campaign, each recipient written once.
const url = process.env.DATABASE_URL;
const schema = `planner_two_${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];
let handle: DatabaseHandle;

function startProcess(port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      PORT: String(port),
      ROLE: 'api',
      RUN_JOBS: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

async function healthy(port: number) {
  await vi.waitFor(
    async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/`);
      if (!response.ok) throw new Error('not yet');
    },
    { timeout: 200_000, interval: 250 },
  );
}

describe.skipIf(!url)('the planner with two processes on one PostgreSQL', () => {
  beforeAll(async () => {
    handle = await openDatabase({ url, schemaName: schema });
    await migrateDatabase(handle);
    // A first start makes a staff user when there is none, and pg-boss its queues: two fresh
    // processes at once race for both (pg-boss's queue inserts deadlock). One process starts and
    // stops first, as a deployment's first start would.
    await createStaff(handle.db, 'admin');
    const port = await freePort();
    const first = startProcess(port);
    await healthy(port);
    first.kill('SIGTERM');
    await new Promise((resolve) => first.once('exit', resolve));
  }, 240_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await handle?.close();
    if (url) await dropRunSchema(url, schema);
  });

  it('starts a due occurrence exactly once', { timeout: 300_000 }, async () => {
    const { db } = handle;
    const customer = await createCustomer(db);
    const { groupId } = await contactsInGroup(db, customer.accountId, 4);
    const deps = { db, live: { publish: async () => {} } as never, jobs: { wakeAt: async () => {} } };
    // A daily series whose run today was five minutes ago (inside the grace), on a server that was down.
    const due = new Date(Date.now() - 5 * 60_000);
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Jakarta',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(due);
    const seriesId = await createSeries(
      deps,
      { id: customer.userId, username: customer.username, accountId: customer.accountId },
      {
        name: 'Daily',
        template_id: await template(db, customer.accountId),
        group_ids: [groupId],
        device_ids: [await deviceRow(db, customer.accountId)],
        repeat: 'daily',
        interval: 1,
        days: [],
        time_of_day: clock,
        start_date: new Date(due.getTime() - 2 * 86_400_000).toISOString().slice(0, 10),
        ends: 'never',
        min_delay_seconds: 0,
        max_delay_seconds: 0,
        typing: false,
        skip_not_on_whatsapp: false,
        within_business_hours: false,
      },
    );
    await db
      .update(recurringBroadcasts)
      .set({ handledUntil: new Date(Date.now() - 20 * 60 * 60_000) })
      .where(eq(recurringBroadcasts.id, seriesId));

    const [portA, portB] = [await freePort(), await freePort()];
    startProcess(portA);
    startProcess(portB);
    await Promise.all([healthy(portA), healthy(portB)]);
    // Both have run their start-up tick once healthy (the queue runs it before it is ready), at
    // about the same moment.
    const rows = await db
      .select()
      .from(recurringOccurrences)
      .where(eq(recurringOccurrences.seriesId, seriesId));
    expect(rows.map((r) => r.state)).toEqual(['started']);
    const made = await db.select().from(campaigns).where(eq(campaigns.accountId, customer.accountId));
    expect(made).toHaveLength(1);
    expect(made[0]!.id).toBe(rows[0]!.campaignId);
    const recipients = await db.select().from(waOutbox).where(eq(waOutbox.campaignId, made[0]!.id));
    expect(recipients).toHaveLength(4);
    expect(new Set(recipients.map((r) => r.contactId)).size).toBe(4);
  });
});

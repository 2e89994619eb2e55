import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CAMPAIGNS_PATHS, COOKIES, CSRF_HEADER, fillPath } from '@siar/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { campaigns, sandboxReceived, waAuth, waDevices, waOutbox } from '../db/schema/index.ts';
import { contactsInGroup, startedCampaign, template, wideRamp } from '../test/campaign-data.ts';
import { createCustomer, queryRows } from '../test/factories.ts';
import { dropRunSchema, freePort } from '../test/processes.ts';

// The sending invariant under the worst a process can suffer: the real server, sending a
// 800-recipient sandbox campaign with pacing off, killed with SIGKILL twice while it sends and
// started again each time (2,000 recipients took three minutes of CI on each database and
// proved nothing more: the kills fall at a fifth and past half either way). Afterwards every recipient has exactly one final state, and the
// sandbox's ledger shows that nobody received the message twice (and everybody once).

const RECIPIENTS = 800;
const dataDir = mkdtempSync(join(tmpdir(), 'siar-crash-'));
const schema = `crash_${randomBytes(4).toString('hex')}`;
const url = process.env.DATABASE_URL;
const dbEnv = url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : { DATA_DIR: dataDir };

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (url) await dropRunSchema(url, schema);
});

const open = async (): Promise<DatabaseHandle> => {
  const handle = await openDatabase(url ? { url, schemaName: schema } : { dataDir });
  await migrateDatabase(handle);
  return handle;
};

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { PATH: process.env.PATH, ...dbEnv, PORT: String(port), LOG_LEVEL: 'warn', SANDBOX_SPEED: '200' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, exited, errors: () => errors };
}

/** Polls the campaign as its page does, until `done` says so (the server may take a while to start). */
async function watch(
  port: number,
  child: ChildProcess,
  path: string,
  cookie: string,
  done: (campaign: Progress) => boolean,
  errors: () => string,
): Promise<Progress> {
  const deadline = Date.now() + 600_000;
  let last: Progress | undefined;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${errors()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } });
      if (response.ok) {
        last = (await response.json()) as Progress;
        if (done(last)) return last;
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the campaign did not get there in time: ${JSON.stringify(last)} ${errors().slice(-2000)}`);
}

type Progress = { status: string; counts: Record<string, number> };

/** What the Resume button does: the CSRF cookie (bound to the session) from a GET, echoed in its header. */
async function resume(port: number, campaignId: string, sessionCookie: string) {
  const first = await fetch(`http://127.0.0.1:${port}/api/v1/health/`, {
    headers: { cookie: sessionCookie },
  });
  const csrf = first.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${COOKIES.csrf}=`))!;
  const response = await fetch(
    `http://127.0.0.1:${port}${fillPath(CAMPAIGNS_PATHS.resume, { campaign_id: campaignId })}`,
    {
      method: 'POST',
      headers: {
        cookie: `${sessionCookie}; ${csrf}`,
        [CSRF_HEADER]: csrf.slice(COOKIES.csrf.length + 1),
        'content-type': 'application/json',
      },
      body: '{}',
    },
  );
  expect(response.status).toBe(200);
}

const finalCount = (c: { counts: Record<string, number> }) =>
  ['sent', 'delivered', 'read', 'failed', 'skipped'].reduce((sum, s) => sum + (c.counts[s] ?? 0), 0);

describe('a campaign through two SIGKILLs', () => {
  it('ends with every recipient in one final state and nobody messaged twice', async () => {
    // Before the first start: an account with two paired sandbox devices and a running campaign.
    let handle = await open();
    const { db } = handle;
    const customer = await createCustomer(db);
    const deviceIds: string[] = [];
    for (const phone of ['+6289900000011', '+6289900000012']) {
      const [device] = await db
        .insert(waDevices)
        .values({
          accountId: customer.accountId,
          name: phone,
          engine: 'sandbox',
          state: 'connecting',
          phoneNumber: phone,
        })
        .returning();
      await db.insert(waAuth).values({ deviceId: device!.id, key: 'creds', value: { phoneNumber: phone } });
      deviceIds.push(device!.id);
    }
    // Sandbox numbers that are all on its WhatsApp (none ends in 000).
    const phones = Array.from({ length: RECIPIENTS }, (_, i) => `+628771${String(i).padStart(5, '0')}1`);
    const { groupId } = await contactsInGroup(db, customer.accountId, RECIPIENTS, { phones });
    await wideRamp(db, customer.accountId);
    const templateId = await template(db, customer.accountId, '{Hi|Hello} {{name}}');
    const campaignId = await startedCampaign(db, {
      accountId: customer.accountId,
      templateId,
      groupIds: [groupId],
      deviceIds,
    });
    // Paused until the server is up, so that the kills fall while it sends, not while it starts.
    await db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, campaignId));
    await handle.close();

    const path = fillPath(CAMPAIGNS_PATHS.campaign, { campaign_id: campaignId });
    const cookie = `${COOKIES.session}=${customer.token}`;
    const port = await freePort();
    for (const [round, killAt] of [RECIPIENTS * 0.2, RECIPIENTS * 0.55].entries()) {
      const server = startServer(port);
      if (round === 0) {
        await watch(port, server.child, path, cookie, (c) => c.status === 'paused', server.errors);
        await resume(port, campaignId, cookie);
      }
      await watch(port, server.child, path, cookie, (c) => finalCount(c) >= killAt, server.errors);
      server.child.kill('SIGKILL');
      await server.exited;
    }
    const last = startServer(port);
    const finished = await watch(
      port,
      last.child,
      path,
      cookie,
      (c) => c.status === 'completed',
      last.errors,
    );
    expect(finalCount(finished)).toBe(RECIPIENTS);
    last.child.kill('SIGTERM');
    await last.exited;

    handle = await open();
    try {
      const rows = await handle.db
        .select({ state: waOutbox.state, toPhone: waOutbox.toPhone, waMessageId: waOutbox.waMessageId })
        .from(waOutbox)
        .where(eq(waOutbox.campaignId, campaignId));
      expect(rows).toHaveLength(RECIPIENTS);
      // The sandbox knows what arrived: every one was sent, none is left mid-way or failed.
      expect(rows.filter((r) => !['sent', 'delivered', 'read'].includes(r.state))).toEqual([]);
      const arrivals = await queryRows<{ to_phone: string; n: number }>(
        handle.db,
        sql`select to_phone, count(*)::int as n from ${sandboxReceived}
            where ${inArray(
              sandboxReceived.toPhone,
              rows.map((r) => r.toPhone),
            )}
            group by to_phone`,
      );
      expect(arrivals).toHaveLength(RECIPIENTS);
      expect(arrivals.filter((a) => a.n !== 1)).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 1_800_000);
});

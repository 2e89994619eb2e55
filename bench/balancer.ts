// Issue 22's proof: Siar behind Debian's nginx (deploy/nginx.conf) with 2 `api` and 2 `gateway`
// processes on one PostgreSQL. A browser session and the REST API go through nginx (log in, the
// live websocket, a campaign of BENCH_RECIPIENTS (5,000) and BENCH_REST_SENDS (400) REST sends);
// one `api` process is killed with SIGKILL (and started again 5 s later) while both are under
// way, and one gateway while the campaign sends.
//
//   node scripts/build.mjs && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:balancer
//
// It shows: no REST request lost beyond those in flight on the killed process, which the client
// sends again with the same Idempotency-Key (each key one message, once); the browser's websocket
// reconnects through nginx and hears events; every campaign recipient got the message once.

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { INTEGRATIONS_PATHS } from '@siar/shared';
import { sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { waAuth, waDevices } from '../apps/server/src/db/schema/index.ts';
import {
  contactsInGroup,
  startedCampaign,
  template,
  wideRamp,
} from '../apps/server/src/test/campaign-data.ts';
import { dropRunSchema } from '../apps/server/src/test/processes.ts';
import { campaignTabs, resumeFromPage, type WatchedSocket } from './lib/balancer-page.ts';
import { NGINX, restSends, type Stack, startSiar, startStack } from './lib/balancer-stack.ts';
import { onCleanup, runBenchmark } from './lib/processes.ts';
import { devicesConnected } from './lib/sandbox-customer.ts';
import { type LoggedIn, logIn, openBrowser, signUp } from './lib/siar-client.ts';

const url = process.env.DATABASE_URL;
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 5_000);
const REST_SENDS = Number(process.env.BENCH_REST_SENDS ?? 400);

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A customer signed up and logged in through nginx, with four paired sandbox devices. */
async function customer(db: Database, base: string) {
  const client = await openBrowser(base);
  const username = `balancer_${randomBytes(3).toString('hex')}`;
  await signUp(client, username, 'Balancer-Pass-1');
  const login = await logIn(client, username, 'Balancer-Pass-1');
  const [row] = await rows<{ account_id: string }>(
    db,
    sql`select account_id from users where username = ${username}`,
  );
  const accountId = row!.account_id;
  const devices = await db
    .insert(waDevices)
    .values(
      [0, 1, 2, 3].map((i) => ({
        accountId,
        name: `Balancer ${i}`,
        engine: 'sandbox' as const,
        state: 'connecting' as const,
        phoneNumber: `+44770090${String(5000 + i)}`,
      })),
    )
    .returning({ id: waDevices.id, phoneNumber: waDevices.phoneNumber });
  await db
    .insert(waAuth)
    .values(devices.map((d) => ({ deviceId: d.id, key: 'creds', value: { phoneNumber: d.phoneNumber } })));
  await devicesConnected(
    db,
    devices.map((d) => d.id),
    120_000,
  );
  const key = (
    (await (
      await fetch(`${base}${INTEGRATIONS_PATHS.fetchKeys}`, { headers: client.headers(login) })
    ).json()) as {
      api_secret_key: string;
    }
  ).api_secret_key;
  return { accountId, login, key, deviceIds: devices.map((d) => d.id) };
}

/** The campaign to RECIPIENTS contacts through the four devices, materialized and held paused. */
async function pausedCampaign(db: Database, accountId: string, deviceIds: string[]) {
  // Sandbox numbers all on its WhatsApp: none ends in 000.
  const phones = Array.from({ length: RECIPIENTS }, (_, n) => `+62877${String(30_000_001 + n * 10)}`);
  const { groupId } = await contactsInGroup(db, accountId, RECIPIENTS, { phones });
  await wideRamp(db, accountId);
  const templateId = await template(db, accountId, 'Hello {{name}}, our offer is here.');
  const campaignId = await startedCampaign(db, { accountId, templateId, groupIds: [groupId], deviceIds });
  await db.execute(sql`update campaigns set status = 'paused' where id = ${campaignId}`);
  return campaignId;
}

/** Until every recipient is settled: api-1 killed at a quarter, the busiest gateway past half (each started again 5 s later). */
async function killWhileSending(db: Database, url: string, schema: string, stack: Stack, campaignId: string) {
  const kills: Record<string, number> = {};
  const started = performance.now();
  for (;;) {
    const [{ n: done }] = (await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from wa_outbox where campaign_id = ${campaignId} and state not in ('queued', 'sending')`,
    )) as [{ n: number }];
    if (!kills.api && done >= RECIPIENTS * 0.25) {
      stack.api1.child.kill('SIGKILL');
      kills.api = done;
      setTimeout(
        () => void startSiar(url, schema, 'api', stack.apiPorts[0]!, 'api-1').catch(() => {}),
        5_000,
      );
    }
    if (!kills.gateway && done >= RECIPIENTS * 0.55) {
      // The gateway holding the most devices, started again 5 s later.
      const [busiest] = await rows<{ name: string; n: number }>(
        db,
        sql`select g.name, count(*)::int as n from wa_device_leases l join gateways g on g.id = l.gateway_id
            where l.expires_at > now() group by g.name order by n desc limit 1`,
      );
      const gateway = stack.gateways.find((g) => g.name === busiest!.name)!;
      gateway.process.child.kill('SIGKILL');
      kills.gateway = done;
      kills.devices_on_the_killed_gateway = busiest!.n;
      setTimeout(
        () => void startSiar(url, schema, 'gateway', gateway.port, gateway.name).catch(() => {}),
        5_000,
      );
    }
    if (done >= RECIPIENTS) return { kills, seconds: Math.round((performance.now() - started) / 1000) };
    if (performance.now() - started > 600_000) throw new Error(`the campaign stopped at ${done}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The campaign's and the REST sends' outcome, from the outbox and the sandbox's ledger. */
async function outcome(db: Database, campaignId: string) {
  const [figures] = await rows<Record<string, number>>(
    db,
    sql`select
          (select count(*)::int from wa_outbox where campaign_id = ${campaignId}
             and state in ('sent', 'delivered', 'read', 'failed', 'skipped')) as campaign_settled,
          (select count(*)::int from wa_outbox where campaign_id = ${campaignId} and state in ('failed', 'skipped')) as campaign_not_sent,
          (select count(*)::int from (select o.to_phone from wa_outbox o join sandbox_received r on r.wa_message_id = o.wa_message_id
             where o.campaign_id = ${campaignId} group by o.to_phone having count(*) > 1) d) as recipients_reached_twice,
          (select count(*)::int from wa_outbox o where o.campaign_id = ${campaignId} and o.state in ('sent', 'delivered', 'read')
             and not exists (select 1 from sandbox_received r where r.wa_message_id = o.wa_message_id)) as lost,
          (select count(*)::int from wa_outbox where purpose = 'api') as rest_messages,
          (select count(distinct to_phone)::int from wa_outbox where purpose = 'api') as rest_recipients`,
  );
  return figures!;
}

/**
 * After the kills, a live event for the account: every tab hears it on its open socket, and each
 * tab whose socket sat on the killed process has opened a new one through nginx.
 */
async function liveAfterKill(
  handle: DatabaseHandle,
  accountId: string,
  tabs: { sockets: WatchedSocket[] }[],
) {
  const heard = (tab: { sockets: WatchedSocket[] }) => tab.sockets.some((s) => !s.closed && s.frames > 0);
  const before = tabs.map((tab) => tab.sockets.map((s) => s.frames));
  await handle.db.execute(
    sql`select pg_notify(${handle.liveChannel}, ${JSON.stringify({ account_id: accountId, topic: 'campaigns' })})`,
  );
  const newFrames = (tab: { sockets: WatchedSocket[] }, i: number) =>
    tab.sockets.some((s, j) => !s.closed && s.frames > (before[i]![j] ?? 0));
  const deadline = performance.now() + 20_000;
  while (performance.now() < deadline && !tabs.every(newFrames)) await new Promise((r) => setTimeout(r, 100));
  const dropped = tabs.filter((tab) => tab.sockets[0]?.closed);
  return {
    tabs: tabs.length,
    sockets_dropped_by_the_kill: dropped.length,
    tabs_that_reconnected: dropped.filter((tab) => tab.sockets.length > 1 && heard(tab)).length,
    tabs_hearing_the_event_after: tabs.filter(newFrames).length,
  };
}

async function prove(handle: DatabaseHandle, url: string, schema: string) {
  const { db } = handle;
  const stack = await startStack(url, schema);
  const account = await customer(db, stack.base);
  const campaignId = await pausedCampaign(db, account.accountId, account.deviceIds);
  const tabs = await campaignTabs(stack.base, account.login as LoggedIn, campaignId, 6);
  const resumed = await resumeFromPage(tabs[0]!.page, campaignId);
  if (resumed !== 200) throw new Error(`resume answered ${resumed}`);
  const rest = restSends(stack.base, account.key, account.deviceIds[0]!, REST_SENDS);
  const sending = await killWhileSending(db, url, schema, stack, campaignId);
  const restFigures = await rest;
  const websocket = await liveAfterKill(handle, account.accountId, tabs);
  const figures = await outcome(db, campaignId);
  const ok =
    figures.campaign_settled === RECIPIENTS &&
    figures.recipients_reached_twice === 0 &&
    figures.lost === 0 &&
    figures.rest_messages === REST_SENDS &&
    figures.rest_recipients === REST_SENDS &&
    websocket.sockets_dropped_by_the_kill > 0 &&
    websocket.tabs_that_reconnected === websocket.sockets_dropped_by_the_kill &&
    websocket.tabs_hearing_the_event_after === websocket.tabs;
  console.log(
    JSON.stringify(
      {
        recipients: RECIPIENTS,
        ...sending,
        ...figures,
        rest: { sends: REST_SENDS, ...restFigures },
        websocket,
      },
      null,
      2,
    ),
  );
  console.log(ok ? 'PROOF HOLDS' : 'PROOF FAILED');
  if (!ok) process.exitCode = 1;
}

await runBenchmark(async () => {
  if (!url) throw new Error('bench/balancer.ts needs DATABASE_URL (a PostgreSQL server)');
  if (!existsSync(NGINX)) throw new Error('bench/balancer.ts needs nginx (apt-get install -y nginx)');
  const schema = `bench_balancer_${randomBytes(4).toString('hex')}`;
  onCleanup(() => dropRunSchema(url, schema));
  const handle = await openDatabase({ url, schemaName: schema });
  onCleanup(() => handle.close());
  await migrateDatabase(handle);
  await prove(handle, url, schema);
});

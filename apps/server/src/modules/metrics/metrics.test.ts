import { readFileSync } from 'node:fs';
import { DEVICES_PATHS } from '@siar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { gateways, waDeviceLeases, waOutbox, webhookDeliveries } from '../../db/schema/index.ts';
import { bossSchemaFor } from '../../jobs/boss.ts';
import { deviceRow } from '../../test/campaign-data.ts';
import { apiAs, createCustomer, queryRows } from '../../test/factories.ts';
import { createTestApp, restartWithJobs, type TestContext } from '../../test/test-app.ts';
import { countSends } from './index.ts';
import { bearerMatches } from './metrics-token.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
const scrape = (ctx: TestContext, authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** A sample's value in the text format, by its name and labels as written (`{state="queued"}`). */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics without METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 404, as any unknown path does, and is not in the OpenAPI document', async () => {
    const response = await scrape(ctx, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'route_not_found' });
    const document = ctx.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => ctx.close());

  it('answers 401 in the error shape without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', TOKEN, `Basic ${TOKEN}`]) {
      const response = await scrape(ctx, authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject({ code: 'not_authenticated', detail: expect.any(String) });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('answers the Prometheus text format with the token, timing routes by their pattern', async () => {
    const customer = await createCustomer(ctx.database.db);
    const api = await apiAs(ctx.app, customer);
    const deviceId = await deviceRow(ctx.database.db, customer.accountId);
    expect((await api.get(DEVICES_PATHS.device.replace(':device_id', deviceId))).statusCode).toBe(200);

    const response = await scrape(ctx, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain('# TYPE siar_http_request_duration_seconds histogram');
    const labels = `{method="GET",route="${DEVICES_PATHS.device}",status_code="200"}`;
    expect(sample(text, 'siar_http_request_duration_seconds_count', labels)).toBe(1);
    const inf = `{method="GET",route="${DEVICES_PATHS.device}",status_code="200",le="+Inf"}`;
    expect(sample(text, 'siar_http_request_duration_seconds_bucket', inf)).toBe(1);
    expect(sample(text, 'siar_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    // The raw URL never becomes a label.
    expect(text).not.toContain(deviceId);
  });

  it('reports outbox rows per state, the oldest queued, devices, leases and webhooks from the database', async () => {
    const { db } = ctx.database;
    const customer = await createCustomer(ctx.database.db);
    const deviceId = await deviceRow(db, customer.accountId);
    await deviceRow(db, customer.accountId, 'disconnected');
    const row = {
      accountId: customer.accountId,
      deviceId,
      purpose: 'api' as const,
      toPhone: '+628991234567',
    };
    await db.insert(waOutbox).values([
      { ...row, state: 'queued', dueAt: new Date(Date.now() - 60_000) },
      { ...row, state: 'queued' },
      { ...row, state: 'failed', failureReason: 'test' },
    ]);
    const [gateway] = await db
      .insert(gateways)
      .values({ name: 'metrics-test-gateway', address: 'http://gw.test', capacity: 10 })
      .returning();
    await db
      .insert(waDeviceLeases)
      .values({ deviceId, gatewayId: gateway!.id, expiresAt: new Date(Date.now() + 60_000) });
    const delivery = { accountId: customer.accountId, event: 'message.received' as const, body: '{}' };
    await db.insert(webhookDeliveries).values([
      { ...delivery, id: crypto.randomUUID(), eventKey: 'a' },
      { ...delivery, id: crypto.randomUUID(), eventKey: 'b', attempts: 2 },
      { ...delivery, id: crypto.randomUUID(), eventKey: 'c', state: 'delivered', attempts: 1 },
    ]);

    const text = (await scrape(ctx, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'siar_metrics_database_up')).toBe(1);
    expect(sample(text, 'siar_outbox_messages', '{state="queued"}')).toBe(2);
    expect(sample(text, 'siar_outbox_messages', '{state="failed"}')).toBe(1);
    expect(sample(text, 'siar_outbox_messages', '{state="read"}')).toBe(0);
    expect(sample(text, 'siar_outbox_oldest_queued_age_seconds', '{purpose="api"}')).toBeGreaterThanOrEqual(
      59,
    );
    // Two devices made in the previous test and here are connected, one here is disconnected.
    expect(sample(text, 'siar_devices', '{state="connected",engine="sandbox"}')).toBe(2);
    expect(sample(text, 'siar_devices', '{state="disconnected",engine="sandbox"}')).toBe(1);
    expect(sample(text, 'siar_device_leases', '{gateway="metrics-test-gateway"}')).toBe(1);
    expect(sample(text, 'siar_webhook_deliveries', '{state="pending"}')).toBe(2);
    expect(sample(text, 'siar_webhook_deliveries', '{state="failing"}')).toBe(1);
  });

  it("reports the process's memory, event-loop delay and sends per engine", async () => {
    countSends('sandbox', [{ state: 'sent' }, { state: 'sent' }, { state: 'sending' }, { state: 'failed' }]);
    const text = (await scrape(ctx, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
    expect(sample(text, 'siar_sends_total', '{engine="sandbox",result="sent"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'siar_sends_total', '{engine="sandbox",result="failed"}')).toBeGreaterThanOrEqual(1);
  });
});

describe('deploy/grafana-dashboard.json', () => {
  it('asks only for metrics the server reports', async () => {
    const ctx = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      const text = (await scrape(ctx, `Bearer ${TOKEN}`)).body;
      const types = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));
      const dashboard = readFileSync(
        new URL('../../../../../deploy/grafana-dashboard.json', import.meta.url),
        'utf8',
      );
      const asked = new Set(
        [...dashboard.matchAll(/\b((?:siar|nodejs|process)_[a-z0-9_]+)/g)].map((m) => m[1]!),
      );
      expect(asked.size).toBeGreaterThan(10);
      const unknown = [...asked].filter((name) => !types.has(name.replace(/_(bucket|count|sum)$/, '')));
      expect(unknown).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});

describe('/metrics and the job queue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => ctx.close());

  it("reports a queue's jobs due and not started, and how long the oldest has waited", async () => {
    // Before pg-boss ever ran here its tables are missing: no queue figures, no failure.
    let text = (await scrape(ctx, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'siar_metrics_database_up')).toBe(1);
    // A process with its jobs on makes the queues; once it stopped, a due job waits.
    await (await restartWithJobs(ctx.database)).close();
    const { db } = ctx.database;
    const boss = sql.identifier(bossSchemaFor(ctx.database.schemaName));
    const [queue] = await queryRows<{ name: string }>(
      db,
      sql`select name from ${boss}.queue order by name limit 1`,
    );
    await db.execute(
      sql`insert into ${boss}.job (name, data, start_after) values (${queue!.name}, '{}', now() - interval '30 seconds')`,
    );
    text = (await scrape(ctx, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'siar_job_queue_ready', `{queue="${queue!.name}"}`)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'siar_job_queue_lag_seconds', `{queue="${queue!.name}"}`)).toBeGreaterThanOrEqual(29);
  });
});

describe('METRICS_TOKEN', () => {
  it('is refused when too short to be a secret', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN: must be at least 16 characters, without spaces',
    );
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });
});

describe('bearerMatches', () => {
  it('takes exactly the token after Bearer', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});

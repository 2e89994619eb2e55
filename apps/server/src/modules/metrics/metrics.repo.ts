import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** What the database holds at a scrape: the figures every process reports alike (one database). */
export interface DatabaseSnapshot {
  outboxByState: { state: string; count: number }[];
  /** Per purpose, how long the oldest due `queued` row has waited past its due time. */
  oldestQueued: { purpose: string; age_seconds: number }[];
  devicesByState: { state: string; engine: string; count: number }[];
  leasesByGateway: { gateway: string; count: number }[];
  webhooks: { pending: number; failing: number };
  /** Per pg-boss queue: jobs ready to run, and how long the oldest of them has waited. */
  jobQueues: { queue: string; ready: number; lag_seconds: number }[];
}

export async function outboxFigures(db: Database) {
  const byState = await rawRows<{ state: string; count: number }>(
    db,
    sql`select state, count(*)::int as count from wa_outbox group by state`,
  );
  // Only rows already due: a campaign's recipients wait for their pacing, a retry for its time.
  const oldest = await rawRows<{ purpose: string; age_seconds: number }>(
    db,
    sql`select purpose, extract(epoch from now() - min(due_at))::float8 as age_seconds
        from wa_outbox where state = 'queued' and due_at <= now() group by purpose`,
  );
  return { byState, oldest };
}

export async function deviceFigures(db: Database) {
  const byState = await rawRows<{ state: string; engine: string; count: number }>(
    db,
    sql`select state, engine, count(*)::int as count from wa_devices group by state, engine`,
  );
  // Live leases only: a lapsed one belongs to a gateway that stopped renewing it.
  const leases = await rawRows<{ gateway: string; count: number }>(
    db,
    sql`select g.name as gateway, count(l.device_id)::int as count
        from gateways g join wa_device_leases l on l.gateway_id = g.id and l.expires_at > now()
        group by g.name`,
  );
  return { byState, leases };
}

/** Pending deliveries, and those of them whose last try failed (waiting for a retry). */
export async function webhookFigures(db: Database) {
  const [row] = await rawRows<{ pending: number; failing: number }>(
    db,
    sql`select count(*)::int as pending, (count(*) filter (where attempts > 0))::int as failing
        from webhook_deliveries where state = 'pending'`,
  );
  return row ?? { pending: 0, failing: 0 };
}

/** pg-boss's ready jobs per queue (none when its tables are not there, e.g. jobs never started). */
export async function jobQueueFigures(db: Database, bossSchema: string) {
  const [found] = await rawRows<{ table: string | null }>(
    db,
    sql`select to_regclass(${`"${bossSchema}".job`})::text as table`,
  );
  if (!found?.table) return [];
  return rawRows<{ queue: string; ready: number; lag_seconds: number }>(
    db,
    sql`select name as queue, count(*)::int as ready,
          extract(epoch from now() - min(start_after))::float8 as lag_seconds
        from ${sql.identifier(bossSchema)}.job
        where state < 'active' and start_after <= now() group by name`,
  );
}

export async function readDatabaseSnapshot(db: Database, bossSchema: string): Promise<DatabaseSnapshot> {
  const outbox = await outboxFigures(db);
  const devices = await deviceFigures(db);
  return {
    outboxByState: outbox.byState,
    oldestQueued: outbox.oldest,
    devicesByState: devices.byState,
    leasesByGateway: devices.leases,
    webhooks: await webhookFigures(db),
    jobQueues: await jobQueueFigures(db, bossSchema),
  };
}

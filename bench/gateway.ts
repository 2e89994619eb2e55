// One gateway process with 200 sandbox devices connected: its memory and event-loop delay; then
// live events fanned out to 50 websockets at 1,000 a second: how late each arrives (p50/p95/p99).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:gateway
//
// PostgreSQL only: the devices (paired, their auth state stored) are written straight into a
// schema of its own, dropped at the end. BENCH_DEVICES (200), BENCH_SOCKETS (50),
// BENCH_EVENTS_PER_SECOND (1000) and BENCH_SECONDS (5) change the scale.

import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { COOKIES, LIVE_PATHS } from '@siar/shared';
import pg from 'pg';
import WebSocket from 'ws';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { startSession } from '../apps/server/src/modules/auth/sessions.service.ts';
import { dropRunSchema, freePort } from '../apps/server/src/test/processes.ts';
import { seconds } from './lib/load.ts';
import { memoryOf, onCleanup, runBenchmark, startNode } from './lib/processes.ts';
import { devicesConnected, sandboxCustomer } from './lib/sandbox-customer.ts';
import { percentile } from './lib/stats.ts';

const url = process.env.DATABASE_URL;
const deviceCount = Number(process.env.BENCH_DEVICES ?? 200);
const socketCount = Number(process.env.BENCH_SOCKETS ?? 50);
const perSecond = Number(process.env.BENCH_EVENTS_PER_SECOND ?? 1000);

const round = (n: number) => Math.round(n * 100) / 100;

async function health(base: string) {
  return (await (await fetch(`${base}/api/v1/health/`)).json()) as {
    event_loop_delay: { p50_ms: number; p99_ms: number; max_ms: number };
  };
}

/** The gateway process on its own schema, its jobs off. */
async function startGateway(dbUrl: string, schema: string, port: number) {
  return startNode(
    ['apps/server/dist/main.js'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: dbUrl,
      DATABASE_SCHEMA: schema,
      GATEWAY_NAME: 'bench-gateway',
      GATEWAY_MAX_DEVICES: String(deviceCount + 10),
      RUN_JOBS: 'false',
    },
    `http://127.0.0.1:${port}/api/v1/health/`,
  );
}

/** `socketCount` live websockets of the session; each test event's delay is pushed to `latencies`. */
function openSockets(port: number, token: string, latencies: number[]) {
  return Promise.all(
    Array.from(
      { length: socketCount },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATHS.events}`, {
            headers: { cookie: `${COOKIES.session}=${token}` },
          });
          socket.on('message', (data) => {
            // A frame holds one event, or an array of a burst's.
            const frame = JSON.parse(String(data)) as { id?: string } | { id?: string }[];
            const now = performance.timeOrigin + performance.now();
            for (const { id } of Array.isArray(frame) ? frame : [frame])
              if (id?.startsWith('t:')) latencies.push(now - Number(id.slice(2)));
          });
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
}

/** `total` events at `perSecond`, published straight on the live channel, each stamped with its time. */
async function publishEvents(publisher: pg.Pool, channel: string, accountId: string, total: number) {
  const fanStart = performance.now();
  for (let sent = 0; sent < total; ) {
    // Batches every 10 ms keep the rate without a timer per event.
    const due = Math.min(total, Math.floor(((performance.now() - fanStart) / 1000) * perSecond));
    const batch: Promise<unknown>[] = [];
    for (; sent < due; sent++) {
      const event = {
        account_id: accountId,
        topic: 'devices',
        id: `t:${performance.timeOrigin + performance.now()}`,
      };
      batch.push(publisher.query('select pg_notify($1, $2)', [channel, JSON.stringify(event)]));
    }
    await Promise.all(batch);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The fan-out's figures once every delivery arrived (or 30 s passed). */
async function fanOutFigures(latencies: number[], total: number) {
  const expected = total * socketCount;
  const deadline = performance.now() + 30_000;
  while (latencies.length < expected && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    events: total,
    sockets: socketCount,
    delivered: latencies.length,
    expected,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

type EventLoop = Awaited<ReturnType<typeof health>>['event_loop_delay'];

function printReport(figures: {
  idle: { rssMiB: number };
  connectedIn: number;
  withDevices: { memory: { rssMiB: number }; eventLoop: EventLoop };
  during: EventLoop;
  fanOut: Awaited<ReturnType<typeof fanOutFigures>>;
}) {
  const { idle, connectedIn, withDevices, during, fanOut } = figures;
  console.log(`load average ${loadavg()[0]!.toFixed(1)} (2 cores)`);
  console.table({
    'gateway idle (no devices)': { 'RSS MiB': idle.rssMiB },
    [`${deviceCount} sandbox devices connected (in ${connectedIn} ms)`]: {
      'RSS MiB': withDevices.memory.rssMiB,
      'loop p50 ms': withDevices.eventLoop.p50_ms,
      'loop p99 ms': withDevices.eventLoop.p99_ms,
      'loop max ms': withDevices.eventLoop.max_ms,
    },
    'during the fan-out': {
      'loop p50 ms': during.p50_ms,
      'loop p99 ms': during.p99_ms,
      'loop max ms': during.max_ms,
    },
  });
  console.table({ [`${perSecond}/s to ${socketCount} websockets for ${seconds} s`]: fanOut });
}

await runBenchmark(async () => {
  if (!url) throw new Error('bench/gateway.ts needs DATABASE_URL (a PostgreSQL server)');
  const schema = `bench_gw_${randomBytes(4).toString('hex')}`;
  onCleanup(() => dropRunSchema(url, schema));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const siar = await startGateway(url, schema, port);
  const idle = memoryOf(siar.child.pid!);

  // 1. Devices: paired sandbox numbers of one enterprise customer, taken up by the gateway.
  const handle = await openDatabase({ url, schemaName: schema });
  onCleanup(() => handle.close());
  const { db } = handle;
  const { customer, devices } = await sandboxCustomer(db, {
    key: 'gateway',
    phone: '+6281299990000',
    deviceCount,
    firstDeviceNumber: 7_000_000,
  });
  const ids = devices.map((d) => d.id);
  const connectedIn = await devicesConnected(db, ids, 120_000);
  // A full 10-second window of the event loop with every device connected and idle.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const withDevices = { memory: memoryOf(siar.child.pid!), eventLoop: (await health(base)).event_loop_delay };

  // 2. Fan-out: sockets of the customer; events published straight on the live channel.
  const token = await startSession(db, { userId: customer.userId, maxAgeSeconds: 3600 });
  const latencies: number[] = [];
  const sockets = await openSockets(port, token, latencies);
  const publisher = new pg.Pool({ connectionString: url, max: 4 });
  onCleanup(() => publisher.end());
  const total = perSecond * seconds;
  await publishEvents(publisher, handle.liveChannel, customer.accountId, total);
  const fanOut = await fanOutFigures(latencies, total);
  for (const socket of sockets) socket.terminate();
  const during = (await health(base)).event_loop_delay;

  printReport({ idle, connectedIn, withDevices, during, fanOut });
  if (fanOut.delivered < fanOut.expected)
    throw new Error(`only ${fanOut.delivered} of ${fanOut.expected} deliveries arrived`);
});

// The inbox reports over 90 days of 1,000,000 messages (issue 24, part 8), on PostgreSQL, in a
// schema of its own that is dropped at the end:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:reports
//
// One account, an owner and an agent, 4 devices (a channel holds 2), BENCH_CONVERSATIONS
// (100,000) conversations begun evenly over the last 90 days, 10 messages each (in and out by
// turns, 3 minutes apart): 1,000,000 messages. A third are the owner's, a third the agent's, a
// third nobody's. Each answer is a response time (500,000); 70% of the conversations were resolved
// two hours after they began, a tenth of those opened again and resolved a day later; 50,000
// campaign messages went to saved contacts, half of whom wrote back within the window. Ten other
// accounts hold a fifth as many beside it. Then, one call at a time, p50/p95/p99 in ms of the
// report's service calls (what the routes run; no HTTP) over the 90 days.
//
// BENCH_KEEP=1 keeps the schema; BENCH_REUSE=1 then skips making the data set again.

import { performance } from 'node:perf_hooks';
import { openDatabase } from '../apps/server/src/db/client.ts';
import type { CustomerCaller } from '../apps/server/src/http/guards.ts';
import { reportCsv } from '../apps/server/src/modules/reports/report-csv.ts';
import { inboxReport } from '../apps/server/src/modules/reports/reports.service.ts';
import { dropRunSchema } from '../apps/server/src/test/processes.ts';
import {
  datasetExists as datasetExistsOf,
  onSchema as onSchemaOf,
  withFreshSchema,
} from './lib/schema-client.ts';
import { loadAverage, timeCase } from './lib/stats.ts';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('usage: DATABASE_URL=postgres://… npm run bench:reports');
  process.exit(2);
}
const schema = process.env.BENCH_REPORTS_SCHEMA ?? 'bench_reports_1m';
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const MAIN = '00000000-0000-4000-8000-000000000001';
const OWNER = '00000000-0000-4000-b000-000000000001';
const AGENT = '00000000-0000-4000-b000-000000000002';
const CHANNEL = '00000000-0000-4000-a000-000000000001';
const acc = (n: string) => `('00000000-0000-4000-8000-' || lpad((${n})::text, 12, '0'))::uuid`;
const dev = (n: string) => `('00000000-0000-4000-9000-' || lpad((${n})::text, 12, '0'))::uuid`;

async function makeDataset() {
  const t = performance.now();
  await withFreshSchema(url!, schema, async (step, client) => {
    await step(
      'accounts, members, devices, a channel',
      `insert into accounts (id, name, country, timezone) select ${acc('i')}, 'Bench ' || i, 'ID', 'Asia/Jakarta'
         from generate_series(1, 11) i;
       insert into users (id, account_id, username, name, password_hash) values
         ('${OWNER}', '${MAIN}', 'bench_owner', 'Owner', 'x'), ('${AGENT}', '${MAIN}', 'bench_agent', 'Agent', 'x');
       update accounts set owner_user_id = '${OWNER}' where id = '${MAIN}';
       insert into wa_devices (id, account_id, name, engine, state, phone_number)
         select ${dev('d')}, case when d <= 4 then '${MAIN}'::uuid else ${acc('2 + d % 10')} end,
                'Device ' || d, 'sandbox', 'connected', '+628990000' || lpad(d::text, 4, '0')
         from generate_series(1, 24) d;
       insert into chat_channels (id, account_id, name, color, position) values ('${CHANNEL}', '${MAIN}', 'Sales', 'blue', 0);
       insert into chat_channel_devices (channel_id, device_id, account_id)
         select '${CHANNEL}', ${dev('d')}, '${MAIN}' from generate_series(1, 2) d`,
    );
    // Conversation g: the account's for g <= n, else a stranger's; begun evenly over 90 days.
    await step(
      'conversations',
      `insert into conversations (account_id, device_id, peer_phone, last_message_at, last_message_kind, last_direction,
         assignee_id, created_at, status)
       select case when g <= $1 then '${MAIN}'::uuid else ${acc('2 + g % 10')} end,
              case when g <= $1 then ${dev('1 + g % 4')} else ${dev('5 + g % 20')} end,
              '+62812' || lpad(g::text, 8, '0'), s.at + interval '27 minutes', 'text', 'out',
              case when g > $1 then null when g % 3 = 0 then '${OWNER}'::uuid when g % 3 = 1 then '${AGENT}'::uuid end,
              s.at, case when g % 10 < 7 then 'resolved' else 'open' end
       from generate_series(1, $1::int + $1::int / 5) g,
       lateral (select now() - interval '90 days' + (g % $1) * (interval '90 days' / $1) as at) s`,
      [CONVERSATIONS],
    );
    await step(
      'contacts for half the numbers',
      `insert into contacts (account_id, name, phone, source)
       select account_id, 'Contact ' || peer_phone, peer_phone, 'chat' from conversations where substr(peer_phone, 7)::int % 2 = 0`,
    );
    await step(
      'messages (10 per conversation)',
      `insert into messages (account_id, device_id, contact_id, peer_phone, direction, wa_message_id, conversation_id, kind, text, sent_at)
       select c.account_id, c.device_id, ct.id, c.peer_phone, case when k % 2 = 0 then 'in' else 'out' end,
              'B' || c.peer_phone || '-' || k, c.id, 'text', 'Message ' || k, c.created_at + k * interval '3 minutes'
       from conversations c left join contacts ct on ct.account_id = c.account_id and ct.phone = c.peer_phone,
            generate_series(0, 9) k`,
    );
    await step(
      'response times (each answer)',
      `insert into chat_response_times (account_id, conversation_id, seconds, responded_at)
       select c.account_id, c.id, 180, c.created_at + k * interval '3 minutes'
       from conversations c, generate_series(1, 9, 2) k`,
    );
    await step(
      'status moves (resolved; a tenth opened again and resolved a day later)',
      `insert into status_moves (entity, row_id, account_id, from_status, to_status, by_kind, by_user_id, at)
       select 'conversation', c.id, c.account_id, m.f, m.t, 'user', c.assignee_id, c.created_at + m.after
       from conversations c, lateral (values ('open', 'resolved', interval '2 hours', true),
         ('resolved', 'open', interval '20 hours', substr(c.peer_phone, 7)::int % 10 = 0),
         ('open', 'resolved', interval '26 hours', substr(c.peer_phone, 7)::int % 10 = 0)) m(f, t, after, happened)
       where c.status = 'resolved' and m.happened`,
    );
    await step(
      'campaign messages to 50,000 contacts',
      `insert into wa_outbox (account_id, device_id, purpose, to_phone, contact_id, state, sent_at)
       select ct.account_id, c.device_id, 'campaign', ct.phone, ct.id, 'delivered',
              c.created_at - case when substr(ct.phone, 7)::int % 4 = 0 then interval '1 hour' else interval '5 days' end
       from contacts ct join conversations c on c.account_id = ct.account_id and c.peer_phone = ct.phone
       where ct.account_id = '${MAIN}'`,
    );
    await step('vacuum analyze', 'vacuum analyze');
    const counts = await client.query(
      `select (select count(*) from messages where account_id = '${MAIN}')::int as main,
              (select count(*) from messages)::int as total`,
    );
    console.log(
      `  messages: ${counts.rows[0].main.toLocaleString('en-US')} in the account, ${counts.rows[0].total.toLocaleString('en-US')} in all`,
    );
  });
  console.log(`data set: ${((performance.now() - t) / 1000).toFixed(0)} s`);
}

const caller = (id: string, role: 'owner' | 'agent') => ({ id, accountId: MAIN, role }) as CustomerCaller;

async function benchReads(db: Parameters<typeof inboxReport>[0]) {
  const to = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
  const range = { from, to };
  const page = (who: CustomerCaller, query: object) => async () => {
    const report = await inboxReport(db, who, { ...range, ...query });
    return `${report.totals.messages_received.toLocaleString('en-US')} received, ${report.totals.opened.toLocaleString('en-US')} opened`;
  };
  const csv = (who: CustomerCaller) => async () => {
    const file = await reportCsv(db, who, range);
    return `${file.body.split('\r\n').length - 2} rows`;
  };
  const owner = caller(OWNER, 'owner');
  const agent = caller(AGENT, 'agent');
  console.log('| call (90 days) | answer | p50 ms | p95 ms | p99 ms |');
  console.log('| --- | --- | --- | --- | --- |');
  await timeCase('page, owner (everyone)', page(owner, {}), RUNS, 1);
  await timeCase('page, agent (their own)', page(agent, {}), RUNS, 1);
  await timeCase("page, owner, the channel's 2 devices", page(owner, { channel_id: CHANNEL }), RUNS, 1);
  await timeCase('CSV, owner', csv(owner), RUNS, 1);
  await timeCase('CSV, agent', csv(agent), RUNS, 1);
  const weekday = [{ start: '08:00', end: '17:00' }];
  await onSchemaOf(url!, schema, (client) =>
    client.query(
      `insert into business_hours (account_id, weekly) values ($1, $2) on conflict (account_id) do update set weekly = excluded.weekly`,
      [MAIN, JSON.stringify([weekday, weekday, weekday, weekday, weekday, [], []])],
    ),
  );
  await timeCase('page, owner, business hours set', page(owner, {}), RUNS, 1);
  await timeCase('CSV, owner, business hours set', csv(owner), RUNS, 1);
  await onSchemaOf(url!, schema, (client) => client.query('delete from business_hours'));
}

try {
  console.log(`load average before: ${loadAverage()}`);
  if (process.env.BENCH_REUSE && (await datasetExistsOf(url, schema, 'conversations', MAIN)))
    console.log('reusing the data set');
  else await makeDataset();
  const database = await openDatabase({ url, schemaName: schema });
  try {
    await benchReads(database.db);
  } finally {
    await database.close();
  }
  console.log(`load average after: ${loadAverage()}`);
} finally {
  if (!process.env.BENCH_KEEP) {
    await dropRunSchema(url, schema);
    console.log(`dropped schema ${schema}`);
  }
}

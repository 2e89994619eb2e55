// The team inbox's conversation list with its filters at 1,000,000 conversations (issue 24's
// first benchmark), on PostgreSQL, in a schema of its own dropped at the end (BENCH_KEEP=1 keeps
// it, BENCH_REUSE=1 then skips making the data set again):
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:inbox-filters
//
// One account with BENCH_CONVERSATIONS (1,000,000) conversations over 4 devices, 6 members (the
// owner and 5 agents) and 20 labels; ten other accounts with a tenth as many beside it. Statuses as
// a busy inbox has them: 10% open, 5% pending, 3% snoozed, 82% resolved. A third of the
// conversations nobody's, the rest spread over the members. Labels: "Lead" on 20%, "Complaint" on
// 5%, "VIP" on 0.2%, 17 others on 1% each. Then, one call at a time, p50/p95/p99 in ms of the
// chats module's own service calls (what the routes run; no HTTP), as the owner and as an agent
// who sees only their own and the unassigned conversations.

import { performance } from 'node:perf_hooks';
import { openDatabase } from '../apps/server/src/db/client.ts';
import type { ChatsDeps } from '../apps/server/src/modules/chats/chats-deps.ts';
import { conversationCounts } from '../apps/server/src/modules/chats/conversation-status.service.ts';
import { listConversations } from '../apps/server/src/modules/chats/conversations.service.ts';
import type { InboxScope } from '../apps/server/src/modules/chats/inbox-scope.ts';
import { LiveEvents } from '../apps/server/src/modules/live/live-events.ts';
import { dropRunSchema } from '../apps/server/src/test/processes.ts';
import { datasetExists as datasetExistsOf, withFreshSchema } from './lib/schema-client.ts';
import { loadAverage, timeCase } from './lib/stats.ts';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('usage: DATABASE_URL=postgres://… npm run bench:inbox-filters');
  process.exit(2);
}
const schema = process.env.BENCH_INBOX_SCHEMA ?? 'bench_inbox_1m';
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(12, '0')}`;
const MAIN = id('00000000-0000-4000-8000-', 1);
/** Members of the main account: user 1 the owner, 2-6 agents. */
const USER = (n: number) => id('00000000-0000-4000-b000-', n);
const LABEL = (n: number) => id('00000000-0000-4000-c000-', n);
const [LEAD, COMPLAINT, VIP] = [LABEL(1), LABEL(2), LABEL(3)];

async function makeDataset() {
  const t = performance.now();
  await withFreshSchema(url!, schema, async (step) => {
    await step(
      'accounts, members, devices, labels',
      `insert into accounts (id, name, country, timezone) select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
         'Bench ' || i, 'ID', 'Asia/Jakarta' from generate_series(1, 11) i;
       insert into users (id, account_id, username, name, password_hash)
         select ('00000000-0000-4000-b000-' || lpad(u::text, 12, '0'))::uuid, '${MAIN}', 'member' || u, 'Member ' || u, 'x'
         from generate_series(1, 6) u;
       update accounts set owner_user_id = '${USER(1)}' where id = '${MAIN}';
       insert into wa_devices (id, account_id, name, engine, state, phone_number)
         select ('00000000-0000-4000-9000-' || lpad(d::text, 12, '0'))::uuid,
                case when d <= 4 then '${MAIN}'::uuid else ('00000000-0000-4000-8000-' || lpad((2 + d % 10)::text, 12, '0'))::uuid end,
                'Device ' || d, 'sandbox', 'connected', '+628990000' || lpad(d::text, 4, '0')
         from generate_series(1, 14) d;
       insert into labels (id, account_id, name, color)
         select ('00000000-0000-4000-c000-' || lpad(l::text, 12, '0'))::uuid, '${MAIN}',
                case l when 1 then 'Lead' when 2 then 'Complaint' when 3 then 'VIP' else 'Label ' || l end, 'blue'
         from generate_series(1, 20) l`,
    );
    const strangers = Math.floor(CONVERSATIONS / 10);
    await step(
      `conversations (${CONVERSATIONS.toLocaleString('en-US')} in the account, ${strangers.toLocaleString('en-US')} in ten others)`,
      `insert into conversations (account_id, device_id, peer_phone, push_name, last_message_at, last_message_text,
         last_message_kind, last_direction, unread_count, unanswered, status, snoozed_until, resolved_at, assignee_id)
       select a.account, a.device, '+62812' || lpad(g::text, 8, '0'), 'Contact ' || g,
              now() - interval '90 days' + g * interval '5 seconds', 'Message of conversation ' || g, 'text',
              case when g % 3 = 0 then 'in' else 'out' end, case when g % 3 = 0 then 1 else 0 end, g % 3 = 0,
              s.status, case when s.status = 'snoozed' then now() + interval '1 day' end,
              case when s.status = 'resolved' then now() end,
              case when a.account = '${MAIN}'::uuid and g % 3 <> 0
                   then ('00000000-0000-4000-b000-' || lpad((1 + (g / 3) % 6)::text, 12, '0'))::uuid end
       from generate_series(1, $1::int + $2::int) g,
       lateral (select case when g <= $1::int then '${MAIN}'::uuid
                       else ('00000000-0000-4000-8000-' || lpad((2 + g % 10)::text, 12, '0'))::uuid end as account,
                       case when g <= $1::int then ('00000000-0000-4000-9000-' || lpad((1 + g % 4)::text, 12, '0'))::uuid
                       else ('00000000-0000-4000-9000-' || lpad((5 + g % 10)::text, 12, '0'))::uuid end as device) a,
       lateral (select case when g % 100 < 10 then 'open' when g % 100 < 15 then 'pending'
                            when g % 100 < 18 then 'snoozed' else 'resolved' end as status) s`,
      [CONVERSATIONS, strangers],
    );
    await step(
      'labels on conversations',
      `insert into conversation_labels (conversation_id, label_id, account_id)
       select c.id, l.label, c.account_id
       from (select id, account_id, substr(peer_phone, 7)::int as g from conversations where account_id = '${MAIN}') c,
       lateral (select '${LEAD}'::uuid as label where c.g % 5 = 0
                union all select '${COMPLAINT}'::uuid where c.g % 20 = 1
                union all select '${VIP}'::uuid where c.g % 500 = 2
                union all select ('00000000-0000-4000-c000-' || lpad((4 + c.g % 17)::text, 12, '0'))::uuid
                          where c.g % 100 = 3) l`,
    );
    await step('vacuum analyze', 'vacuum analyze');
  });
  console.log(`data set: ${((performance.now() - t) / 1000).toFixed(0)} s`);
}

async function benchReads(deps: ChatsDeps) {
  const owner: InboxScope = { accountId: MAIN, userId: USER(1), onlyOwnAndUnassigned: false };
  const agent: InboxScope = { accountId: MAIN, userId: USER(2), onlyOwnAndUnassigned: true };
  const list = (viewer: InboxScope, query: Parameters<typeof listConversations>[2]) => async () => {
    const page = await listConversations(deps, viewer, query);
    return `${page.results.length}${page.next_cursor ? ' +' : ''}`;
  };
  console.log('| call | rows (+: a next page) | p50 ms | p95 ms | p99 ms |');
  console.log('| --- | --- | --- | --- | --- |');
  await timeCase('owner: open (the default view)', list(owner, {}), RUNS);
  await timeCase('owner: pending', list(owner, { status: 'pending' }), RUNS);
  await timeCase('owner: resolved', list(owner, { status: 'resolved' }), RUNS);
  await timeCase('owner: all statuses', list(owner, { status: 'all' }), RUNS);
  await timeCase('owner: mine, open', list(owner, { assignee: 'mine' }), RUNS);
  await timeCase('owner: unassigned, open', list(owner, { assignee: 'unassigned' }), RUNS);
  await timeCase('owner: label Lead (20%), open', list(owner, { label_id: LEAD }), RUNS);
  await timeCase('owner: label VIP (0.2%), open', list(owner, { label_id: VIP }), RUNS);
  await timeCase('owner: label VIP, all statuses', list(owner, { label_id: VIP, status: 'all' }), RUNS);
  await timeCase(
    'owner: label Complaint (5%), mine, pending',
    list(owner, { label_id: COMPLAINT, assignee: 'mine', status: 'pending' }),
    RUNS,
  );
  await timeCase('agent (own + unassigned): open', list(agent, {}), RUNS);
  await timeCase('agent: mine, resolved', list(agent, { assignee: 'mine', status: 'resolved' }), RUNS);
  await timeCase('agent: label VIP, all statuses', list(agent, { label_id: VIP, status: 'all' }), RUNS);
  await timeCase(
    'owner: counts per status',
    async () => JSON.stringify(await conversationCounts(deps, owner, undefined)).length.toString(),
    RUNS,
  );
  await timeCase(
    'agent: counts per status',
    async () => JSON.stringify(await conversationCounts(deps, agent, undefined)).length.toString(),
    RUNS,
  );
}

try {
  console.log(`load average before: ${loadAverage()}`);
  if (process.env.BENCH_REUSE && (await datasetExistsOf(url!, schema, 'conversations', MAIN)))
    console.log('reusing the data set');
  else await makeDataset();
  const database = await openDatabase({ url, schemaName: schema });
  try {
    await benchReads({ db: database.db, live: new LiveEvents(database) });
  } finally {
    await database.close();
  }
  console.log(`load average after: ${loadAverage()}`);
} finally {
  if (!process.env.BENCH_KEEP) {
    await dropRunSchema(url!, schema);
    console.log(`dropped schema ${schema}`);
  }
}

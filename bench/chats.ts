// Chats at scale on PostgreSQL (issue 11's first benchmark), in a schema of its own that is dropped
// at the end (BENCH_KEEP=1 keeps it):
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:chats
//
// One account with BENCH_CONVERSATIONS (100,000) conversations over 4 devices, 10 messages each,
// and one conversation of BENCH_LONG_THREAD (20,000) messages: about 1,000,000 stored messages.
// Ten other accounts beside it hold a fifth as many (so the indexes hold strangers too). The
// conversation rows are what `recordInConversation` keeps: the last message, unread counts, a
// third unanswered; half the numbers are saved contacts with a name, the others known by the name
// their WhatsApp gave. Then, one call at a time, p50/p95/p99 in ms of the chats module's own
// service calls (what the routes run; no HTTP): the conversations list and the thread.
//
// BENCH_KEEP=1 keeps the schema; BENCH_REUSE=1 then skips making the data set again.

import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { listChannels } from '../apps/server/src/modules/chats/channels.service.ts';
import type { ChatsDeps } from '../apps/server/src/modules/chats/chats-deps.ts';
import { listConversations, threadPage } from '../apps/server/src/modules/chats/conversations.service.ts';
import { encodeCursor } from '../apps/server/src/modules/chats/cursor.ts';
import { LiveEvents } from '../apps/server/src/modules/live/live-events.ts';
import { dropRunSchema } from '../apps/server/src/test/processes.ts';
import {
  datasetExists as datasetExistsOf,
  onSchema as onSchemaOf,
  withFreshSchema,
} from './lib/schema-client.ts';
import { loadAverage, timeCase } from './lib/stats.ts';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('usage: DATABASE_URL=postgres://… npm run bench:chats');
  process.exit(2);
}
const schema = process.env.BENCH_CHATS_SCHEMA ?? 'bench_chats_1m';
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100_000);
const LONG_THREAD = Number(process.env.BENCH_LONG_THREAD ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PER_CONVERSATION = 10;
const MAIN = '00000000-0000-4000-8000-000000000001';
const uuidOf = (n: number, prefix = '00000000-0000-4000-8000-') => `${prefix}${String(n).padStart(12, '0')}`;
/** The main account's 4 devices; a channel holds the first two. */
const DEVICES = [1, 2, 3, 4].map((n) => uuidOf(n, '00000000-0000-4000-9000-'));
const CHANNEL = '00000000-0000-4000-a000-000000000001';

const FIRST = ['Ana', 'Budi', 'Citra', 'Dewi', 'Eko', 'Fajar', 'Gita', 'Hadi', 'Indah', 'Joko'];
const LAST = ['Santoso', 'Wijaya', 'Saputra', 'Halim', 'Kusuma', 'Pratama', 'Nugroho', 'Hidayat'];
const arr = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;

async function makeDataset() {
  const t = performance.now();
  await withFreshSchema(url!, schema, async (step, client) => {
    // Accounts 1 (the main one) and 2-11 (strangers); devices: 4 for the main account, 2 each for
    // the others (numbers 1-4 and 11-30 in the device id).
    await step(
      'accounts, devices, a channel',
      `insert into accounts (id, name, country, timezone) select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
         'Bench ' || i, 'ID', 'Asia/Jakarta' from generate_series(1, 11) i;
       insert into wa_devices (id, account_id, name, engine, state, phone_number)
         select ('00000000-0000-4000-9000-' || lpad(d::text, 12, '0'))::uuid,
                '${MAIN}'::uuid,
                'Device ' || d, 'sandbox', 'connected', '+628990000' || lpad(d::text, 4, '0')
         from generate_series(1, 4) d union all
         select ('00000000-0000-4000-9000-' || lpad(d::text, 12, '0'))::uuid,
                ('00000000-0000-4000-8000-' || lpad((d / 2 - 4)::text, 12, '0'))::uuid,
                'Device ' || d, 'sandbox', 'connected', '+628990000' || lpad(d::text, 4, '0')
         from generate_series(12, 31) d;
       insert into chat_channels (id, account_id, name, color, position) values ('${CHANNEL}', '${MAIN}', 'Sales', 'blue', 0);
       insert into chat_channel_devices (channel_id, device_id, account_id) values
         ('${CHANNEL}', '${DEVICES[0]}', '${MAIN}'), ('${CHANNEL}', '${DEVICES[1]}', '${MAIN}')`,
    );
    // Conversation g (1..n): account 1 for g <= n, else a stranger; its device by g mod the
    // account's devices; number +62812 and g on 8 digits; last message 30 s apart, newest last;
    // a third unanswered (the contact wrote last), those and a few more unread.
    const strangers = CONVERSATIONS / 5;
    await step(
      `conversations (${CONVERSATIONS.toLocaleString('en-US')} in the account, ${strangers.toLocaleString('en-US')} in ten others)`,
      `insert into conversations (account_id, device_id, peer_phone, push_name, last_message_at, last_message_text,
         last_message_kind, last_direction, unread_count, unanswered, awaiting_since)
       select a.account, a.device, '+62812' || lpad(g::text, 8, '0'),
              (${arr(FIRST)})[1 + g % 10] || ' ' || (${arr(LAST)})[1 + (g / 10) % 8] || ' WA' || g,
              now() - interval '40 days' + g * interval '30 seconds',
              'Message ${PER_CONVERSATION} of conversation ' || g, 'text',
              case when g % 3 = 0 then 'in' else 'out' end,
              case when g % 3 = 0 then 1 + g % 4 else 0 end, g % 3 = 0,
              case when g % 3 = 0 then now() - interval '40 days' + g * interval '30 seconds' end
       from generate_series(1, $1::int + $2::int) g,
       lateral (select case when g <= $1::int then '${MAIN}'::uuid
                       else ('00000000-0000-4000-8000-' || lpad((2 + g % 10)::text, 12, '0'))::uuid end as account,
                       case when g <= $1::int then ('00000000-0000-4000-9000-' || lpad((1 + g % 4)::text, 12, '0'))::uuid
                       else ('00000000-0000-4000-9000-' || lpad((12 + 2 * (g % 10) + (g / 10) % 2)::text, 12, '0'))::uuid end as device) a`,
      [CONVERSATIONS, strangers],
    );
    // Half the numbers are saved contacts ("<first> <last> <g>"); the others show the push name.
    await step(
      'contacts for half the numbers',
      `insert into contacts (account_id, name, phone, source)
       select account_id, (${arr(FIRST)})[1 + n % 10] || ' ' || (${arr(LAST)})[1 + (n / 10) % 8] || ' ' || n, peer_phone, 'chat'
       from (select account_id, peer_phone, substr(peer_phone, 7)::int as n from conversations) c where n % 2 = 0`,
    );
    // Ten messages per conversation, three minutes apart, the last one what the row shows; the
    // conversation's direction alternates, the last one as the row says.
    await step(
      `messages (${PER_CONVERSATION} per conversation)`,
      `insert into messages (account_id, device_id, peer_phone, direction, wa_message_id, conversation_id, kind, text, sent_at, created_at)
       select c.account_id, c.device_id, c.peer_phone,
              case when (k + case when c.last_direction = 'in' then 0 else 1 end) % 2 = 0 then 'in' else 'out' end,
              'BENCH' || c.peer_phone || '-' || k, c.id, 'text',
              'Message ' || k || ' of conversation ' || substr(c.peer_phone, 7)::int,
              c.last_message_at - (${PER_CONVERSATION} - k) * interval '3 minutes',
              c.last_message_at - (${PER_CONVERSATION} - k) * interval '3 minutes'
       from conversations c, generate_series(1, ${PER_CONVERSATION}) k`,
    );
    // One conversation (the account's newest) has a long history before its last ten.
    await step(
      `a thread of ${LONG_THREAD.toLocaleString('en-US')} messages`,
      `insert into messages (account_id, device_id, peer_phone, direction, wa_message_id, conversation_id, kind, text, sent_at, created_at)
       select c.account_id, c.device_id, c.peer_phone, case when k % 2 = 0 then 'in' else 'out' end,
              'BENCHLONG-' || k, c.id, 'text', 'Earlier message ' || k,
              c.last_message_at - interval '1 hour' - ($1::int - k) * interval '1 minute',
              c.last_message_at - interval '1 hour' - ($1::int - k) * interval '1 minute'
       from (select * from conversations where account_id = '${MAIN}' order by last_message_at desc limit 1) c,
            generate_series(1, $1::int - ${PER_CONVERSATION}) k`,
      [LONG_THREAD],
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

const onSchema = <T>(work: (client: pg.Client) => Promise<T>) => onSchemaOf(url!, schema, work);
const datasetExists = () => datasetExistsOf(url!, schema, 'conversations', MAIN);

/** The cursors the page would hold: after the n-th conversation, and after the n-th newest message of the long thread. */
const positions = () =>
  onSchema(async (client) => {
    const micros = (column: string) =>
      `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    const deep = await client.query(
      `select ${micros('last_message_at')} as at, id from conversations where account_id = $1
       order by last_message_at desc, id desc offset $2 limit 1`,
      [MAIN, Math.floor(CONVERSATIONS * 0.6)],
    );
    const long = await client.query(
      `select c.id, (select count(*) from messages m where m.conversation_id = c.id)::int as n
       from conversations c where account_id = $1 order by last_message_at desc limit 1`,
      [MAIN],
    );
    const older = await client.query(
      `select ${micros('sent_at')} as at, id from messages where conversation_id = $1
       order by sent_at desc, id desc offset $2 limit 1`,
      [long.rows[0].id, Math.floor(long.rows[0].n / 2)],
    );
    return {
      deepCursor: encodeCursor(deep.rows[0]),
      deepAt: Math.floor(CONVERSATIONS * 0.6),
      longThread: long.rows[0].id as string,
      longThreadSize: long.rows[0].n as number,
      olderCursor: encodeCursor(older.rows[0]),
    };
  });

async function benchReads(deps: ChatsDeps) {
  const at = await positions();
  const list = (query: Parameters<typeof listConversations>[2]) => async () => {
    const page = await listConversations(deps, MAIN, query);
    return `${page.results.length}${page.next_cursor ? ' +' : ''}`;
  };
  const thread = (cursor?: string) => async () => {
    const page = await threadPage(deps, MAIN, at.longThread, cursor);
    return `${page.results.length}${page.next_cursor ? ' +' : ''}`;
  };
  console.log('| call | rows (+: a next page) | p50 ms | p95 ms | p99 ms |');
  console.log('| --- | --- | --- | --- | --- |');
  const n = (x: number) => x.toLocaleString('en-US');
  await timeCase('conversations page 1, all devices', list({}), RUNS);
  await timeCase("conversations page 1, a channel's 2 devices", list({ channel_id: CHANNEL }), RUNS);
  await timeCase('conversations page 1, unanswered only', list({ unanswered: 'true' }), RUNS);
  await timeCase('search a full name `Citra Santoso 4242`', list({ search: 'Citra Santoso 4242' }), RUNS);
  await timeCase('search a first name `Gita` (a tenth)', list({ search: 'Gita' }), RUNS);
  await timeCase('search number digits `0812-0004-2421`', list({ search: '0812-0004-2421' }), RUNS);
  await timeCase('search a term that matches nothing `zzqx`', list({ search: 'zzqx' }), RUNS);
  await timeCase(`a deep page by cursor (after ${n(at.deepAt)})`, list({ cursor: at.deepCursor }), RUNS);
  await timeCase(`thread of ${n(at.longThreadSize)} messages, newest page`, thread(), RUNS);
  await timeCase('the same thread, an older page by cursor (halfway)', thread(at.olderCursor), RUNS);
  await timeCase(
    'chat channels (with unread counts)',
    async () => String((await listChannels(deps, MAIN)).length),
    RUNS,
  );
}

try {
  console.log(`load average before: ${loadAverage()}`);
  if (process.env.BENCH_REUSE && (await datasetExists())) console.log('reusing the data set');
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

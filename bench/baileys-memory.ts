// The memory of one Baileys socket against a loopback stand-in for WhatsApp Web.
//
//   npm run bench:baileys-memory
//
// WhatsApp's servers cannot be reached from the test machine, and the Noise handshake cannot be
// completed by a local server: Baileys checks the server's certificate chain against WhatsApp's
// own public key. So the stand-in (like the one in `real-socket.test.ts`, which hangs up) accepts
// the WebSocket upgrade, reads the client's Noise hello and never answers it. The furthest state a
// socket reaches is therefore: WebSocket open, Noise hello sent, `connection: 'connecting'`,
// waiting for the server hello (Baileys gives up after `connectTimeoutMs`, 20 s; the measurement
// is taken well before).
//
// Each count of sockets (BENCH_SOCKET_COUNTS, "1,10,50") runs in a Node process of its own, started
// with `--expose-gc`, so that the pages one round frees are not reused by the next. In it: the
// stand-in server; one warm-up socket opened and ended (Baileys' one-time costs: its protobufs,
// the WASM bridge); `global.gc()` and a settle, then `process.memoryUsage()` (before); N sockets,
// made with the adapter's own `socketConfig()` and `makeBaileysSocket` and an auth state shaped as
// the adapter's (fresh creds, one `makeCacheableSignalKeyStore` per device, here over a Map instead
// of PostgreSQL); once the server holds every socket's hello, gc and settle again (after).

import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import {
  type AuthenticationState,
  initAuthCreds,
  makeCacheableSignalKeyStore,
  type SignalKeyStore,
} from 'baileys';
import pino from 'pino';
import { WebSocketServer } from 'ws';
import { type BaileysLogger, deviceLogger } from '../apps/server/src/whatsapp/adapters/baileys/logger.ts';
import {
  type BaileysSocket,
  makeBaileysSocket,
} from '../apps/server/src/whatsapp/adapters/baileys/socket.ts';
import {
  DEFAULT_SOCKET_SETTINGS,
  socketConfig,
} from '../apps/server/src/whatsapp/adapters/baileys/socket-config.ts';

const MiB = 1024 * 1024;
const SETTLE_MS = 500;
const HELLO_TIMEOUT_MS = 15_000;

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

interface RoundResult {
  sockets: number;
  /** Before Baileys' first socket (modules loaded, server listening). */
  bare: Memory;
  /** After the warm-up socket ended: the baseline of the round. */
  before: Memory;
  after: Memory;
  /** Sockets still `connecting` (none closed) when measured. */
  stillConnecting: number;
  /** Bytes of the Noise hello the server got from the first socket, and its first two bytes. */
  helloBytes: number;
  helloPrefix: string;
  /** Milliseconds from the first socket made to the last hello received. */
  openMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function settledMemory(): Promise<Memory> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  for (let i = 0; i < 3; i += 1) {
    gc();
    await sleep(SETTLE_MS);
  }
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
}

/** The adapter's auth state (`auth-state.ts`), its rows in a Map instead of `wa_auth`. */
function memoryAuthState(logger: BaileysLogger): AuthenticationState {
  const rows = new Map<string, unknown>();
  const store: SignalKeyStore = {
    get: async (type, ids) => {
      const found: Record<string, never> = {};
      for (const id of ids) {
        const value = rows.get(`${type}-${id}`);
        if (value !== undefined) found[id] = value as never;
      }
      return found;
    },
    set: async (data) => {
      for (const [type, values] of Object.entries(data)) {
        for (const [id, value] of Object.entries(values ?? {})) {
          if (value === null) rows.delete(`${type}-${id}`);
          else rows.set(`${type}-${id}`, value);
        }
      }
    },
  };
  return { creds: initAuthCreds(), keys: makeCacheableSignalKeyStore(store, logger) };
}

async function round(count: number): Promise<RoundResult> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/ws/chat' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as { port: number };
  const hellos: Buffer[] = [];
  server.on('connection', (socket) => {
    socket.on('error', () => {});
    // Read the client's Noise hello and never answer it.
    socket.once('message', (data) => hellos.push(Buffer.from(data as Buffer)));
  });

  const root = pino({ level: 'warn' }, pino.destination(2));
  const settings = { ...DEFAULT_SOCKET_SETTINGS, waWebSocketUrl: `ws://127.0.0.1:${port}/ws/chat` };
  const open = (n: number) => {
    const made: { socket: BaileysSocket; closed: boolean }[] = [];
    for (let i = 0; i < n; i += 1) {
      const deviceId = `bench-${count}-${made.length}-${i}`;
      const logger = deviceLogger(root, deviceId);
      const config = socketConfig(settings, {
        auth: memoryAuthState(logger),
        logger,
        getMessage: async () => undefined,
      });
      const entry = { socket: makeBaileysSocket(config, deviceId), closed: false };
      entry.socket.ev.on('connection.update', (update) => {
        if (update.connection === 'close') entry.closed = true;
      });
      made.push(entry);
    }
    return made;
  };
  const helloFrom = async (total: number) => {
    const deadline = Date.now() + HELLO_TIMEOUT_MS;
    while (hellos.length < total) {
      if (Date.now() > deadline) throw new Error(`${hellos.length} of ${total} hellos arrived`);
      await sleep(20);
    }
  };
  const endAll = async (made: { socket: BaileysSocket }[]) => {
    await Promise.all(made.map(({ socket }) => socket.end(undefined).catch(() => {})));
  };

  const bare = await settledMemory();
  const warmUp = open(1);
  await helloFrom(1);
  await endAll(warmUp);
  warmUp.length = 0;
  const before = await settledMemory();

  const started = Date.now();
  const sockets = open(count);
  await helloFrom(1 + count);
  const openMs = Date.now() - started;
  const after = await settledMemory();
  const stillConnecting = sockets.filter((entry) => !entry.closed).length;
  const hello = hellos[1]!;

  await endAll(sockets);
  await new Promise((resolve) => server.close(resolve));
  return {
    sockets: count,
    bare,
    before,
    after,
    stillConnecting,
    helloBytes: hello.length,
    helloPrefix: hello.subarray(0, 2).toString('latin1'),
    openMs,
  };
}

function child(count: number): Promise<RoundResult> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/baileys-memory.ts'], {
      env: { ...process.env, BENCH_BAILEYS_ROUND: String(count) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (chunk) => {
      out += chunk;
    });
    proc.on('error', reject);
    proc.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`round of ${count} exited ${code}: ${out}`));
      else resolve(JSON.parse(line) as RoundResult);
    });
  });
}

const mib = (bytes: number) => (bytes / MiB).toFixed(1);
const kib = (bytes: number) => (bytes / 1024).toFixed(0);

async function main() {
  const counts = (process.env.BENCH_SOCKET_COUNTS ?? '1,10,50').split(',').map(Number);
  const loadBefore = loadavg();
  const results: RoundResult[] = [];
  for (const count of counts) results.push(await child(count));
  const loadAfter = loadavg();

  const first = results[0]!;
  console.log(
    `Baileys socket against the loopback stand-in (state reached: WebSocket open, Noise hello sent ` +
      `[${first.helloBytes} bytes, "${first.helloPrefix}"…], connecting, no server hello)`,
  );
  console.log(
    `Node ${process.version}; load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')} before, ${loadAfter.map((n) => n.toFixed(2)).join(' ')} after`,
  );
  console.log(
    `one-time cost of the first socket (warm-up, ended): rss +${mib(first.before.rss - first.bare.rss)} MiB, heap +${mib(first.before.heapUsed - first.bare.heapUsed)} MiB`,
  );
  console.table(
    results.map((r) => ({
      sockets: r.sockets,
      'still connecting': r.stillConnecting,
      'open ms': r.openMs,
      'rss before MiB': mib(r.before.rss),
      'rss after MiB': mib(r.after.rss),
      'heap before MiB': mib(r.before.heapUsed),
      'heap after MiB': mib(r.after.heapUsed),
      'rss/socket KiB': kib((r.after.rss - r.before.rss) / r.sockets),
      'heap/socket KiB': kib((r.after.heapUsed - r.before.heapUsed) / r.sockets),
      'external/socket KiB': kib((r.after.external - r.before.external) / r.sockets),
    })),
  );
}

const roundOf = process.env.BENCH_BAILEYS_ROUND;
if (roundOf) {
  round(Number(roundOf)).then(
    (result) => {
      console.log(JSON.stringify(result));
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}

import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';

// Customers' regular expressions run on a thread of their own that the gateway waits for, a few
// microseconds a message, and ends when a pattern runs past its limit: a V8 context with a
// timeout did the same but started a watchdog thread for every message (130 µs, more on a busy
// machine, a tenth of a gateway's time at a thousand messages a second).

/** The thread's code, inline: the server is bundled into one file, and this has no imports to bundle. */
const WORKER_CODE = `
const { workerData } = require('node:worker_threads');
const state = new Int32Array(workerData.state);
const port = workerData.port;
const compiled = new Map();
function compile(pattern) {
  const key = pattern.flags + '/' + pattern.source;
  let regex = compiled.get(key);
  if (!regex) {
    if (compiled.size > 5000) compiled.clear();
    regex = new RegExp(pattern.source, pattern.flags);
    compiled.set(key, regex);
  }
  regex.lastIndex = 0;
  return regex;
}
port.on('message', ({ patterns, text }) => {
  let hits;
  try {
    hits = patterns.map((pattern) => compile(pattern).test(text));
  } catch {
    hits = patterns.map(() => false);
  }
  port.postMessage(hits);
  Atomics.store(state, ${1}, 1);
  Atomics.notify(state, ${1});
});
Atomics.store(state, ${0}, 1);
Atomics.notify(state, ${0});
`;

const READY = 0;
const ANSWERED = 1;
/** How long a new thread may take to start (a busy machine), apart from the patterns' own limit. */
const START_LIMIT_MS = 10_000;

export interface PatternSource {
  source: string;
  flags: string;
}

/** One thread that matches patterns; `match` answers null when they ran out of time (the thread is then replaced). */
export class PatternWorker {
  private worker: Worker | null = null;
  private port: MessagePort | null = null;
  private state = new Int32Array(new SharedArrayBuffer(8));

  private start() {
    const { port1, port2 } = new MessageChannel();
    this.state = new Int32Array(new SharedArrayBuffer(8));
    this.worker = new Worker(WORKER_CODE, {
      eval: true,
      workerData: { state: this.state.buffer, port: port2 },
      transferList: [port2],
    });
    // It never keeps the process alive, and its end (ours, on a timeout) is no error.
    this.worker.unref();
    this.worker.on('error', () => {});
    this.port = port1;
    this.port.unref();
  }

  private stop() {
    void this.worker?.terminate();
    this.port?.close();
    this.worker = null;
    this.port = null;
  }

  /** Each pattern's result on the text, or null when they took longer than `limitMs` together. */
  match(patterns: PatternSource[], text: string, limitMs: number): boolean[] | null {
    if (!this.worker) this.start();
    if (Atomics.load(this.state, READY) === 0) Atomics.wait(this.state, READY, 0, START_LIMIT_MS);
    Atomics.store(this.state, ANSWERED, 0);
    this.port!.postMessage({ patterns, text });
    const outcome = Atomics.wait(this.state, ANSWERED, 0, limitMs);
    const answer = outcome === 'timed-out' ? undefined : receiveMessageOnPort(this.port!);
    if (!answer) {
      this.stop();
      return null;
    }
    return answer.message as boolean[];
  }
}

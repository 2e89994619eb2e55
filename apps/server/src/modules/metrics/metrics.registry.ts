import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

/**
 * What belongs to the process rather than to one app: Node's own figures (memory, heap, event-loop
 * delay, garbage collection, handles) and the sends this process's gateway made. Made on first use,
 * so a process without METRICS_TOKEN pays nothing.
 */
let processRegistry: Registry | undefined;
let sends: Counter<'engine' | 'result'> | undefined;

export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
    sends = new Counter({
      name: 'siar_sends_total',
      help: 'Messages this process handed to a WhatsApp engine, by engine and how the send ended',
      labelNames: ['engine', 'result'],
      registers: [processRegistry],
    });
  }
  return processRegistry;
}

/** Outbox states that end a send (the others are a claim or a retry on its way). */
const SEND_RESULTS = new Set(['sent', 'failed', 'skipped']);

/**
 * Counts sends that ended (sent, failed, skipped) among rows a sender moved. Nothing happens until
 * metrics are on (`processMetrics` called by the app).
 */
export function countSends(engine: string, rows: readonly { state: string }[]): void {
  if (!sends) return;
  for (const row of rows) if (SEND_RESULTS.has(row.state)) sends.inc({ engine, result: row.state });
}

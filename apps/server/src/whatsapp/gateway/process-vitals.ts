import { EventLoopDelay } from '../../modules/health/event-loop.ts';
import type { GatewayVitals } from './gateways.repo.ts';

let eventLoop: EventLoopDelay | undefined;

/**
 * This process's memory and event-loop delay (p99 over the last 10 s), which a gateway reports
 * with each heartbeat for the staff's fleet view. One monitor per process, started by the first
 * heartbeat; its timer does not keep the process alive.
 */
export function processVitals(): GatewayVitals {
  eventLoop ??= new EventLoopDelay();
  const memory = process.memoryUsage();
  return {
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    eventLoopP99Ms: eventLoop.last().p99_ms,
  };
}

import { DEVICE_STATES, ENGINE_IDS, OUTBOX_STATES } from '@siar/shared';
import { Gauge, type Registry } from 'prom-client';
import type { DatabaseSnapshot } from './metrics.repo.ts';

/**
 * Gauges read from the database at each scrape. Every process reading the same database reports
 * the same values: dashboards take `max` over the instances.
 */
export function databaseGauges(registry: Registry) {
  const gauge = <L extends string>(name: string, help: string, labelNames: L[]) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });
  const outbox = gauge('siar_outbox_messages', 'Outbox rows by state', ['state']);
  const oldest = gauge(
    'siar_outbox_oldest_queued_age_seconds',
    'How long the oldest due queued outbox row has waited past its due time, by purpose',
    ['purpose'],
  );
  const devices = gauge('siar_devices', 'WhatsApp devices by state and engine', ['state', 'engine']);
  const leases = gauge('siar_device_leases', 'Live device leases held, by gateway', ['gateway']);
  const webhooks = gauge(
    'siar_webhook_deliveries',
    'Webhook deliveries pending, and failing (pending after a failed try)',
    ['state'],
  );
  const jobsReady = gauge('siar_job_queue_ready', 'Background jobs due and not started, by queue', ['queue']);
  const jobsLag = gauge(
    'siar_job_queue_lag_seconds',
    'How long the oldest due background job has waited to start, by queue',
    ['queue'],
  );
  const up = gauge(
    'siar_metrics_database_up',
    'Whether the last scrape could read the database (1) or not (0)',
    [],
  );
  const all = [outbox, oldest, devices, leases, webhooks, jobsReady, jobsLag];

  return {
    /** The snapshot's figures, every known state at 0 unless present; none when it is undefined. */
    set(snapshot: DatabaseSnapshot | undefined) {
      for (const g of all) g.reset();
      up.set(snapshot ? 1 : 0);
      if (!snapshot) return;
      for (const state of OUTBOX_STATES) outbox.set({ state }, 0);
      for (const { state, count } of snapshot.outboxByState) outbox.set({ state }, count);
      for (const { purpose, age_seconds } of snapshot.oldestQueued) oldest.set({ purpose }, age_seconds);
      for (const engine of ENGINE_IDS) for (const state of DEVICE_STATES) devices.set({ state, engine }, 0);
      for (const { state, engine, count } of snapshot.devicesByState) devices.set({ state, engine }, count);
      for (const { gateway, count } of snapshot.leasesByGateway) leases.set({ gateway }, count);
      webhooks.set({ state: 'pending' }, snapshot.webhooks.pending);
      webhooks.set({ state: 'failing' }, snapshot.webhooks.failing);
      for (const { queue, ready, lag_seconds } of snapshot.jobQueues) {
        jobsReady.set({ queue }, ready);
        jobsLag.set({ queue }, lag_seconds);
      }
    },
  };
}

import type { ApanelDashboard } from '@siar/shared';

/** An installation with a month of payments, a few subscriptions, some churn and a busy outbox. */
export function operatorDashboard(): ApanelDashboard {
  const days = Array.from({ length: 30 }, (_, index) => `2026-03-${String(index + 1).padStart(2, '0')}`);
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = index + 4;
    return month > 12
      ? `2026-${String(month - 12).padStart(2, '0')}`
      : `2025-${String(month).padStart(2, '0')}`;
  });
  return {
    time_zone: 'Asia/Jakarta',
    today: '2026-03-30',
    counted_at: '2026-03-30T03:15:00.000Z',
    revenue: {
      days: days.map((date, index) => ({
        date,
        amount: index === 29 ? 1_234_567 : index === 0 ? 500_000 : 0,
        payments: index === 29 ? 3 : index === 0 ? 1 : 0,
      })),
      months: months.map((month, index) => ({
        month,
        amount: index === 11 ? 1_734_567 : 2_000_000,
        payments: index === 11 ? 4 : 5,
      })),
    },
    awaiting_confirmation: { count: 2, amount: 449_556 },
    subscriptions: {
      by_status: [
        { status: 1, count: 120 },
        { status: 2, count: 14 },
        { status: 3, count: 3 },
        { status: 4, count: 41 },
      ],
      by_plan: [
        { plan_id: 'enterprise', paid: 9, trial: 0 },
        { plan_id: 'professional', paid: 50, trial: 2 },
        { plan_id: 'starter', paid: 60, trial: 16 },
      ],
    },
    trials: { days: 30, started: 25, converted: 5 },
    churn: {
      months: months.map((month, index) => ({
        month,
        active_at_start: index === 0 ? 0 : 100,
        churned: index === 0 ? 0 : index === 11 ? 4 : 5,
        rate: index === 0 ? null : index === 11 ? 0.04 : 0.05,
      })),
    },
    gateways: { alive: 2, capacity: 100, devices_connected: 87, devices_total: 95 },
    messages: { days: days.map((date, index) => ({ date, sent: index === 29 ? 1500 : 100 })) },
    backlogs: {
      outbox_pending: 3210,
      outbox_due: 12,
      webhooks_pending: 7,
      webhooks_retrying: 3,
      webhooks_failed_7d: 1,
      jobs_queued: 4,
      jobs_failed_7d: 0,
    },
  };
}

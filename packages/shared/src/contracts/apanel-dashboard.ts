import { z } from 'zod';

/**
 * The operator dashboard (/apanel/dashboard): money, subscriptions, trials, churn and the health
 * of the installation, across every customer. Days and months are Asia/Jakarta's; amounts are
 * whole rupiah.
 */

export { APANEL_DASHBOARD_PATHS } from './apanel-dashboard.paths.ts';

/** How many days the daily charts cover and how many months the monthly ones, the current included. */
export const APANEL_DASHBOARD_DAYS = 30;
export const APANEL_DASHBOARD_MONTHS = 12;

const count = z.number().int().nonnegative();
/** Whole rupiah; a sum over a year can pass 2^31, so not an int32. */
const rupiah = z.number().int().nonnegative();

const revenueDaySchema = z.object({ date: z.string(), amount: rupiah, payments: count });
const revenueMonthSchema = z.object({ month: z.string(), amount: rupiah, payments: count });

export const apanelDashboardSchema = z.object({
  /** The zone days and months are counted in (Asia/Jakarta), and today's date there. */
  time_zone: z.string(),
  today: z.string(),
  /** When the figures counted over whole tables were last counted (at most a minute before). */
  counted_at: z.string(),
  /** Confirmed payments (status 3) by the day and month they were confirmed, oldest first. */
  revenue: z.object({
    days: z.array(revenueDaySchema),
    months: z.array(revenueMonthSchema),
  }),
  /** Payments the customer said are paid (status 2), waiting for staff. */
  awaiting_confirmation: z.object({ count, amount: rupiah }),
  subscriptions: z.object({
    /** Every subscription by status (1 active, 2 awaiting device, 3 device disconnected, 4 ended). */
    by_status: z.array(z.object({ status: z.number().int(), count })),
    /** Live subscriptions (status 1-3) by plan, paid and on trial apart. */
    by_plan: z.array(z.object({ plan_id: z.string(), paid: count, trial: count })),
  }),
  /** Trials started in the last APANEL_DASHBOARD_DAYS days, and how many of them have paid since. */
  trials: z.object({ days: count, started: count, converted: count }),
  /**
   * By month, oldest first: paid subscriptions whose period ended in the month without being
   * renewed (churned), over the paid subscriptions in force when the month began; null with none.
   */
  churn: z.object({
    months: z.array(
      z.object({
        month: z.string(),
        active_at_start: count,
        churned: count,
        rate: z.number().nonnegative().nullable(),
      }),
    ),
  }),
  /** Gateway processes with a recent heartbeat, their room, and the WhatsApp devices connected. */
  gateways: z.object({ alive: count, capacity: count, devices_connected: count, devices_total: count }),
  /** Messages sent from every customer's devices by day, oldest first. */
  messages: z.object({ days: z.array(z.object({ date: z.string(), sent: count })) }),
  backlogs: z.object({
    /** Outbox messages waiting to be sent (queued or being sent), and those already due. */
    outbox_pending: count,
    outbox_due: count,
    /** Webhook deliveries waiting (a first try or a retry), retrying after a failure, given up (7 days). */
    webhooks_pending: count,
    webhooks_retrying: count,
    webhooks_failed_7d: count,
    /** Background jobs waiting and failed in the last 7 days; null when the job tables are not there. */
    jobs_queued: count.nullable(),
    jobs_failed_7d: count.nullable(),
  }),
});
export type ApanelDashboard = z.infer<typeof apanelDashboardSchema>;

import type { OutboxState, RunCampaign, Series, SeriesRun } from '@siar/shared';
import type { CampaignRow } from '../campaigns/index.ts';
import { toCounts } from '../campaigns/index.ts';
import type { SeriesRow } from './planner.repo.ts';
import { describeRule } from './series-rule.ts';

const FINAL: readonly OutboxState[] = ['sent', 'delivered', 'read', 'failed', 'skipped'];

/** An occurrence's campaign as the planner shows it: status, recipients, counts and progress. */
export function toRunCampaign(row: CampaignRow, counts?: Partial<Record<OutboxState, number>>): RunCampaign {
  const all = toCounts(counts);
  const done = FINAL.reduce((sum, state) => sum + all[state], 0);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    total_recipients: row.totalRecipients,
    counts: all,
    progress: row.totalRecipients > 0 ? Math.round((done / row.totalRecipients) * 1000) / 10 : 0,
  };
}

export function toSeries(
  row: SeriesRow,
  extra: {
    templateName: string | null;
    groups: { id: string; name: string }[];
    devices: { id: string; name: string }[];
    nextRuns: Date[];
    estimate: number;
    runs: SeriesRun[];
  },
): Series {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    template_id: row.templateId,
    template_name: extra.templateName,
    groups: extra.groups,
    devices: extra.devices,
    rrule: row.rrule,
    starts_at: row.startsAt.toISOString(),
    time_zone: row.timeZone,
    ...describeRule(row.rrule, row.startsAt, row.timeZone),
    min_delay_seconds: row.minDelaySeconds,
    max_delay_seconds: row.maxDelaySeconds,
    typing: row.typing,
    daily_cap_per_device: row.dailyCapPerDevice,
    window_start: row.windowStart,
    window_end: row.windowEnd,
    skip_not_on_whatsapp: row.skipNotOnWhatsapp,
    within_business_hours: row.withinBusinessHours,
    next_runs: extra.nextRuns.map((d) => d.toISOString()),
    recipients_estimate: extra.estimate,
    runs: extra.runs,
    created_at: row.createdAt.toISOString(),
  };
}

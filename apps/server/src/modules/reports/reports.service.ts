import {
  REPORTS_LIMITS,
  type Report,
  type ReportFigures,
  type ReportMember,
  type ReportsQuery,
} from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { CustomerCaller } from '../../http/guards.ts';
import { accountTimeZone } from '../accounts/index.ts';
import { businessHoursOf, usableZone } from '../business-hours/index.ts';
import { channelDeviceIds } from '../chats/index.ts';
import { localDayStart, openTime, todayIn } from './open-time.ts';
import * as repo from './reports.repo.ts';

const DAY_MS = 86_400_000;
/** Waits that began this long before the range are timed from there (the open hours looked at). */
const LOOK_BACK_DAYS = 90;

export interface ResolvedReport {
  scope: repo.ReportScope;
  from: string;
  to: string;
  /** The owner sees every member; an agent only themselves. */
  everyone: boolean;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The range (default: the last 30 days, today included), checked: in order and not too long. */
function rangeOf(query: ReportsQuery, timeZone: string) {
  const to = query.to ?? todayIn(timeZone);
  const from = query.from ?? dateOf(dayNumber(to) - (REPORTS_LIMITS.defaultRangeDays - 1));
  if (Number.isNaN(dayNumber(from))) throw AppError.fields({ from: 'invalid_date' });
  if (Number.isNaN(dayNumber(to))) throw AppError.fields({ to: 'invalid_date' });
  if (to < from) throw AppError.fields({ to: 'reports_range_order' });
  if (dayNumber(to) - dayNumber(from) + 1 > REPORTS_LIMITS.maxRangeDays)
    throw AppError.fields({
      to: { code: 'reports_range_too_long', params: { days: REPORTS_LIMITS.maxRangeDays } },
    });
  return { from, to };
}

/**
 * What the caller may see of the filters they asked for: an agent always their own conversations
 * (a member filter naming anyone else is ignored), the owner anyone's, of a channel of the account.
 */
export async function resolveReport(db: Database, caller: CustomerCaller, query: ReportsQuery) {
  const everyone = caller.role !== 'agent';
  const [zone, hours] = await Promise.all([
    accountTimeZone(db, caller.accountId),
    businessHoursOf(db, caller.accountId),
  ]);
  const timeZone = usableZone(zone);
  const { from, to } = rangeOf(query, timeZone);
  const deviceIds = query.channel_id
    ? await channelDeviceIds(db, caller.accountId, query.channel_id)
    : undefined;
  if (query.channel_id && !deviceIds) throw AppError.fields({ channel_id: 'channel_not_found' });
  let memberId = everyone ? query.member_id : caller.id;
  if (everyone && memberId) {
    const members = await repo.reportMembers(db, caller.accountId);
    if (!members.some((m) => m.id === memberId))
      throw AppError.fields({ member_id: 'team_member_not_found' });
  }
  memberId ??= undefined;
  const start = localDayStart(timeZone, from);
  const end = localDayStart(timeZone, dateOf(dayNumber(to) + 1));
  const scope: repo.ReportScope = {
    accountId: caller.accountId,
    timeZone,
    from: start,
    to: end,
    deviceIds,
    memberId,
    openTime: hours
      ? openTime(hours.schedule, hours.timeZone, new Date(start.getTime() - LOOK_BACK_DAYS * DAY_MS), end)
      : null,
  };
  return { scope, from, to, everyone } satisfies ResolvedReport;
}

const figuresOf = (row?: repo.FigureRow): ReportFigures => ({
  opened: row?.opened ?? 0,
  resolved: row?.resolved ?? 0,
  first_response_median: row?.first_response_median ?? null,
  first_response_p90: row?.first_response_p90 ?? null,
  resolution_median: row?.resolution_median ?? null,
  resolution_p90: row?.resolution_p90 ?? null,
  messages_sent: row?.messages_sent ?? 0,
  messages_received: row?.messages_received ?? 0,
  campaign_replies: row?.campaign_replies ?? 0,
});

/** The report the page shows: totals, every day of the range, and the members' rows. */
export async function inboxReport(
  db: Database,
  caller: CustomerCaller,
  query: ReportsQuery,
): Promise<Report> {
  const report = await resolveReport(db, caller, query);
  const [rows, members] = await Promise.all([
    repo.reportSummary(db, report.scope),
    repo.reportMembers(db, caller.accountId),
  ]);
  const byDay = new Map(rows.filter((r) => r.by === 'day').map((r) => [r.day, r]));
  const byMember = new Map(rows.filter((r) => r.by === 'member').map((r) => [r.member, r]));
  const days = [];
  for (let day = dayNumber(report.from); day <= dayNumber(report.to); day++) {
    const date = dateOf(day);
    days.push({ date, ...figuresOf(byDay.get(date)) });
  }
  const shown = report.everyone
    ? members.filter((m) => m.active || byMember.has(m.id))
    : members.filter((m) => m.id === caller.id);
  const memberRows: ReportMember[] = shown.map((m) => ({
    member_id: m.id,
    name: m.name,
    ...figuresOf(byMember.get(m.id)),
  }));
  if (report.everyone && !report.scope.memberId)
    memberRows.push({ member_id: null, name: '', ...figuresOf(byMember.get(null)) });
  return {
    from: report.from,
    to: report.to,
    time_zone: report.scope.timeZone,
    business_hours: report.scope.openTime !== null,
    totals: figuresOf(rows.find((r) => r.by === 'all')),
    days,
    members: memberRows,
  };
}

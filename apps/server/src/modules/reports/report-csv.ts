import type { ReportsQuery } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import type { CustomerCaller } from '../../http/guards.ts';
import { CSV_BOM, csvLines } from '../contacts/index.ts';
import * as repo from './reports.repo.ts';
import { resolveReport } from './reports.service.ts';

/** The CSV's columns, in order (times in seconds). */
const HEADER = [
  'date',
  'channel',
  'member',
  'opened',
  'resolved',
  'first_response_median_seconds',
  'first_response_p90_seconds',
  'resolution_median_seconds',
  'resolution_p90_seconds',
  'messages_sent',
  'messages_received',
  'campaign_replies',
] as const;

/** The report as CSV, one row per day, channel and member with figures, and its file name. */
export async function reportCsv(db: Database, caller: CustomerCaller, query: ReportsQuery) {
  const report = await resolveReport(db, caller, query);
  const rows = await repo.reportDetail(db, report.scope);
  const lines = rows.map((r) => [
    r.day,
    r.channel ?? '',
    r.member ? (r.member_name ?? '') : '',
    r.opened,
    r.resolved,
    r.first_response_median,
    r.first_response_p90,
    r.resolution_median,
    r.resolution_p90,
    r.messages_sent,
    r.messages_received,
    r.campaign_replies,
  ]);
  return {
    fileName: `siar-report-${report.from}-to-${report.to}.csv`,
    body: CSV_BOM + csvLines([[...HEADER], ...lines]),
  };
}

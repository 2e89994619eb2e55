import { REPORTS_PATHS, type Report } from '@siar/shared';
import { api, buildUrl } from '../../api/client.ts';

/** The report's filters as the page holds them; a range left out is the server's (the last 30 days). */
export interface ReportFilter {
  from?: string;
  to?: string;
  channelId?: string;
  memberId?: string;
}

const queryOf = (filter: ReportFilter) => ({
  from: filter.from,
  to: filter.to,
  channel_id: filter.channelId,
  member_id: filter.memberId,
});

export function fetchReport(filter: ReportFilter): Promise<Report> {
  return api.get<Report>(REPORTS_PATHS.inbox, { query: queryOf(filter) });
}

/** The CSV's address for the filters shown now (a plain download link). */
export function reportCsvUrl(filter: ReportFilter): string {
  return buildUrl(REPORTS_PATHS.inboxCsv, queryOf(filter));
}

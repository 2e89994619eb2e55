import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportsKeys } from '../reports.query-keys.ts';
import { fetchReport, type ReportFilter } from '../reports-api.ts';

/** The inbox report of the filters; the last one stays shown while a new range loads. */
export function useReport(filter: ReportFilter) {
  return useQuery({
    queryKey: reportsKeys.report(filter),
    queryFn: () => fetchReport(filter),
    placeholderData: keepPreviousData,
  });
}

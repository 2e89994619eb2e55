import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { plannerKeys } from '../planner.query-keys.ts';
import { fetchCalendar, fetchSeriesList } from '../planner-api.ts';

/** The calendar of the range the view shows; the previous range stays while the next loads. */
export function usePlannerCalendar(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: plannerKeys.calendar(range?.from ?? '', range?.to ?? ''),
    queryFn: () => fetchCalendar(range!.from, range!.to),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The account's recurring broadcasts with their runs. */
export function useSeriesList() {
  return useQuery({ queryKey: plannerKeys.series, queryFn: fetchSeriesList, staleTime: 0 });
}

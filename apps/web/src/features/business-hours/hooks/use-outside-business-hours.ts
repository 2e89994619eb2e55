import { isOpenAt, type WeeklySpans } from '@siar/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { businessHoursKeys } from '../business-hours.query-keys.ts';
import { fetchCurrentBusinessHours } from '../business-hours-api.ts';

/**
 * Whether an instant fell outside the account's business hours, for the inbox's mark: the schedule
 * is fetched once (and kept a while); until it arrives, when no hours are set, or when it cannot
 * be read, nothing is outside.
 */
export function useOutsideBusinessHours(): (at: string) => boolean {
  const current = useQuery({
    queryKey: businessHoursKeys.current,
    queryFn: fetchCurrentBusinessHours,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const data = current.data;
  return useCallback(
    (at: string) => {
      if (!data?.configured) return false;
      const instant = new Date(at);
      if (Number.isNaN(instant.getTime())) return false;
      const schedule = { weekly: data.weekly as WeeklySpans, exceptions: data.exceptions };
      return !isOpenAt(schedule, data.time_zone, instant);
    },
    [data],
  );
}

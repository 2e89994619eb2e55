import { instantAt, localDate } from '@siar/shared';

/** The days and months the operator dashboard shows, in its zone, ending with today's. */
export interface DashboardCalendar {
  today: string;
  /** Today's first instant: figures before it are history, kept; after it, counted on each call. */
  todayStart: Date;
  /** `YYYY-MM-DD`, oldest first, today last. */
  days: string[];
  daysStart: Date;
  /** `YYYY-MM`, oldest first, the current month last, and the instant each begins. */
  months: string[];
  monthStarts: Date[];
}

const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

export function dashboardCalendar(now: Date, zone: string, dayCount: number, monthCount: number) {
  const today = localDate(now, zone);
  const days = Array.from({ length: dayCount }, (_, i) => shiftDay(today, i - dayCount + 1));
  const months = Array.from({ length: monthCount }, (_, i) =>
    shiftMonth(today.slice(0, 7), i - monthCount + 1),
  );
  return {
    today,
    todayStart: instantAt(today, '00:00', zone),
    days,
    daysStart: instantAt(days[0]!, '00:00', zone),
    months,
    monthStarts: months.map((month) => instantAt(`${month}-01`, '00:00', zone)),
  } satisfies DashboardCalendar;
}

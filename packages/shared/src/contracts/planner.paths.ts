// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const PLANNER_PATHS = {
  /** GET the account's recurring broadcasts with their latest runs; POST creates one. */
  series: '/api/v1/cpanel/planner/series/',
  /** GET one series with its runs; PATCH edits it; DELETE removes it (its campaigns stay). */
  oneSeries: '/api/v1/cpanel/planner/series/:series_id/',
  pause: '/api/v1/cpanel/planner/series/:series_id/pause/',
  resume: '/api/v1/cpanel/planner/series/:series_id/resume/',
  end: '/api/v1/cpanel/planner/series/:series_id/end/',
  /** POST moves one occurrence to another time (this one), or splits the series there (this and the following). */
  move: '/api/v1/cpanel/planner/series/:series_id/move/',
  /** POST skips one date; restore brings a skipped date back at its own time. */
  skip: '/api/v1/cpanel/planner/series/:series_id/skip/',
  restore: '/api/v1/cpanel/planner/series/:series_id/restore/',
  /** POST a series as the form holds it: its next runs and the days it would overflow a device's cap. */
  preview: '/api/v1/cpanel/planner/preview/',
  /** GET the calendar of a date range: occurrences, scheduled campaigns, and each day's load per device. */
  calendar: '/api/v1/cpanel/planner/calendar/',
} as const;

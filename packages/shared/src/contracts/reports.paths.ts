// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const REPORTS_PATHS = {
  /** GET the inbox's figures of a date range: totals, each day, and (the owner's) each member. */
  inbox: '/api/v1/cpanel/reports/',
  /** GET the same figures as CSV, one row per day, channel and member. */
  inboxCsv: '/api/v1/cpanel/reports/csv/',
} as const;

import type { ReportFilter } from './reports-api.ts';

/** The reports' query keys; live `messages` events mark them stale. */
export const reportsKeys = {
  all: ['reports'] as const,
  report: (filter: ReportFilter) => ['reports', 'inbox', filter] as const,
};

/** The dashboard's query key; live `campaigns`, `messages` and `devices` events mark it stale. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: ['dashboard', 'stats'] as const,
  /** The first-run checklist (under `all`: device and campaign events tick it too). */
  gettingStarted: ['dashboard', 'getting-started'] as const,
};

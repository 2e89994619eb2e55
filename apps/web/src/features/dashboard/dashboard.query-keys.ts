/** The dashboard's query key; live `campaigns`, `messages` and `devices` events mark it stale. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: ['dashboard', 'stats'] as const,
};

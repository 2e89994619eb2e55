/** The operator dashboard's query key (under the staff panel's `['admin', …]`). */
export const operatorDashboardKeys = {
  all: ['admin', 'dashboard'] as const,
};

// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const APANEL_DASHBOARD_PATHS = {
  /** The operator dashboard's figures (staff). */
  dashboard: '/api/v1/apanel/dashboard/',
} as const;

// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const GETTING_STARTED_PATHS = {
  /** GET the first-run checklist of the dashboard: which first steps the account has done. */
  checklist: '/api/v1/cpanel/dashboard/getting-started/',
  /** POST: the owner hides the checklist for good, done or not. */
  dismiss: '/api/v1/cpanel/dashboard/getting-started/dismiss/',
} as const;

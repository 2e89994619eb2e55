// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const LIVE_PATHS = {
  events: '/api/v1/account/live/',
} as const;

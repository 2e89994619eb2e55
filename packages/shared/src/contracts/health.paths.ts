// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const HEALTH_PATHS = {
  health: '/api/v1/health/',
} as const;

// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const AUDIT_LOG_PATHS = {
  list: '/api/v1/apanel/audit-log/',
} as const;

// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const AUTH_PATHS = {
  session: '/api/v1/auth/session/',
  login: '/api/v1/auth/web-login/',
  logout: '/api/v1/auth/logout/',
} as const;

// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const SITE_PATHS = {
  contact: '/api/v1/site/contact/',
  countryInfo: '/ajax/get-country-info/',
} as const;

// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const CAPTCHA_PATHS = {
  config: '/api/v1/captcha/config/',
  challenge: '/api/v1/captcha/challenge/',
} as const;

import { z } from 'zod';

/** Captcha API: which captcha the forms show, and ALTCHA's challenges. */

export { CAPTCHA_PATHS } from './captcha.paths.ts';

export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** ALTCHA (self-hosted), or reCAPTCHA v2 with its site key. */
export const captchaConfigSchema = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  site_key: z.string().nullable(),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

export const altchaChallengeSchema = z
  .looseObject({})
  .describe('An ALTCHA challenge (altcha-lib v2), as the widget reads it');

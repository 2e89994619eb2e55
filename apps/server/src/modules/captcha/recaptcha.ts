import type { CaptchaVerdict } from './captcha.types.ts';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Google reCAPTCHA v2: the browser's token is checked with Google; Google's answer decides. */
export function createRecaptcha(options: { secretKey: string; fetch?: typeof fetch }) {
  const doFetch = options.fetch ?? fetch;
  return {
    async verify(token: string, remoteIp: string): Promise<CaptchaVerdict> {
      try {
        const response = await doFetch(VERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: options.secretKey, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5000),
        });
        const body = (await response.json()) as { success?: boolean; 'error-codes'?: string[] };
        if (body.success) return 'ok';
        return body['error-codes']?.includes('timeout-or-duplicate') ? 'expired' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}

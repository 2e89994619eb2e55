/** What checking a form's captcha can find. */
export type CaptchaVerdict = 'ok' | 'failed' | 'expired';

/** Which captcha the server asks for (ALTCHA or reCAPTCHA) and its site key. */
export const captchaKeys = {
  config: ['captcha', 'config'] as const,
};

/** What a form can do with its captcha: start over after a failed submit (a solution is single use). */
export interface CaptchaHandle {
  reset(): void;
}

export interface CaptchaCallbacks {
  /** Solved: the token (ALTCHA payload or reCAPTCHA response) for the form's `captcha` field. */
  onVerify: (token: string) => void;
  /** The solution ran out before the form was sent; the visitor must verify again. */
  onExpire: () => void;
  /** The captcha could not be solved or loaded. */
  onError: () => void;
}

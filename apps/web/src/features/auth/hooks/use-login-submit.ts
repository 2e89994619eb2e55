import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { delay } from '../../../app/delay.ts';
import { CLIENT_MESSAGES, type MessageRef } from '../../../app/messages.ts';
import type { CaptchaHandle } from '../../captcha/captcha-types.ts';
import { logIn } from '../auth-api.ts';
import { safeNextPath } from '../auth-paths.ts';
import { loginErrorText } from '../login-errors.ts';
import type { Credentials } from './use-credentials.ts';
import { rememberLoggedIn } from './use-session.ts';

/** Spec section 9: the login is sent after 500 ms, and the user moves on 1 s after it succeeded. */
export const LOGIN_DELAY_MS = 500;
export const REDIRECT_AFTER_LOGIN_MS = 1000;

/** A notice holds a message code; it is translated when shown, so a language switch follows. */
export type Notice = { tone: 'error' | 'warning' | 'success'; text: MessageRef };

/**
 * Sending the login: the captcha's answer, the notice under the form, the wait before sending and
 * the one before moving on (to `next`, or where the server says).
 */
export function useLoginSubmit(onLoggedIn: () => void) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const captchaRef = useRef<CaptchaHandle>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  const [captcha, setCaptcha] = useState('');
  const [progress, setProgress] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const submit = async (values: Credentials) => {
    if (!captcha) {
      setNotice({ tone: 'error', text: 'captcha_required' });
      return;
    }
    setNotice(null);
    setProgress(true);
    await delay(LOGIN_DELAY_MS);
    try {
      const answer = await logIn({ ...values, captcha });
      setSucceeded(true);
      onLoggedIn();
      rememberLoggedIn(queryClient, answer.user);
      setNotice({ tone: 'success', text: CLIENT_MESSAGES.loginSucceeded });
      const target = safeNextPath(searchParams.get('next')) ?? answer.redirect_to;
      redirectTimer.current = window.setTimeout(
        () => navigate(target, { replace: true }),
        REDIRECT_AFTER_LOGIN_MS,
      );
    } catch (error) {
      // A captcha solution is single use: whatever went wrong, the next try needs a new one.
      setCaptcha('');
      captchaRef.current?.reset();
      setNotice({ tone: 'error', text: loginErrorText(error) });
      setProgress(false);
    }
  };

  // What the captcha widget reports: a fresh answer clears a warning, an expired or failed one says so.
  const captchaEvents = {
    onVerify: (token: string) => {
      setCaptcha(token);
      setNotice((current) => (current?.tone === 'success' ? current : null));
    },
    onExpire: () => {
      setCaptcha('');
      setNotice({ tone: 'warning', text: 'captcha_expired' });
    },
    onError: () => {
      setCaptcha('');
      setNotice({ tone: 'error', text: 'captcha_failed' });
    },
  };

  return { submit, captchaRef, captchaEvents, notice, progress, succeeded };
}

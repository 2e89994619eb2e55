import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { delay } from '../../../app/delay.ts';
import { CLIENT_MESSAGES, type MessageRef, useTranslateMessage } from '../../../app/messages.ts';
import { PATHS } from '../../../app/paths.ts';
import { FormNotice } from '../../../components/FormNotice.tsx';
import type { CaptchaHandle } from '../../captcha/captcha-types.ts';
import { DeferredCaptcha } from '../../captcha/components/DeferredCaptcha.tsx';
import { logIn } from '../auth-api.ts';
import { safeNextPath } from '../auth-paths.ts';
import { useCredentials } from '../hooks/use-credentials.ts';
import { rememberLoggedIn } from '../hooks/use-session.ts';
import { loginErrorText } from '../login-errors.ts';

/** Spec section 9: the login is sent after 500 ms, and the user moves on 1 s after it succeeded. */
export const LOGIN_DELAY_MS = 500;
export const REDIRECT_AFTER_LOGIN_MS = 1000;

/** A notice holds a message code; it is translated when shown, so a language switch follows. */
type Notice = { tone: 'error' | 'warning' | 'success'; text: MessageRef };

type Props = {
  /** Called the moment the server accepted the login, before the redirect. */
  onLoggedIn: () => void;
};

export function LoginForm({ onLoggedIn }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const captchaRef = useRef<CaptchaHandle>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  const [captcha, setCaptcha] = useState('');
  const [progress, setProgress] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [captchaWanted, setCaptchaWanted] = useState(false);
  const wantCaptcha = () => setCaptchaWanted(true);

  const form = useCredentials();

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const submit = form.onSubmit(async (values) => {
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
  });

  const fieldError = (field: 'username' | 'password') => {
    const error = form.errors[field];
    return error ? translate(error) : undefined;
  };

  return (
    <form
      onSubmit={submit}
      onFocus={wantCaptcha}
      onPointerEnter={wantCaptcha}
      noValidate
      aria-label={t('login.formLabel')}
    >
      <Stack gap="md">
        <TextInput
          label={t('login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={150}
          withAsterisk
          {...form.inputProps('username')}
          error={fieldError('username')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
          label={t('login.password')}
          autoComplete="current-password"
          maxLength={128}
          withAsterisk
          {...form.inputProps('password')}
          error={fieldError('password')}
        />
        <DeferredCaptcha
          wanted={captchaWanted}
          ref={captchaRef}
          onVerify={(token) => {
            setCaptcha(token);
            setNotice((current) => (current?.tone === 'success' ? current : null));
          }}
          onExpire={() => {
            setCaptcha('');
            setNotice({ tone: 'warning', text: 'captcha_expired' });
          }}
          onError={() => {
            setCaptcha('');
            setNotice({ tone: 'error', text: 'captcha_failed' });
          }}
        />
        {notice ? <FormNotice tone={notice.tone} text={translate(notice.text)} /> : null}
        <Button type="submit" size="md" loading={progress && !succeeded} disabled={progress || succeeded}>
          {t('login.submit')}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={PATHS.signUp}>
            {t('login.signUpLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTranslateMessage } from '../../../app/messages.ts';
import { PATHS } from '../../../app/paths.ts';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { DeferredCaptcha } from '../../captcha/components/DeferredCaptcha.tsx';
import { useCredentials } from '../hooks/use-credentials.ts';
import { useLoginSubmit } from '../hooks/use-login-submit.ts';

type Props = {
  /** Called the moment the server accepted the login, before the redirect. */
  onLoggedIn: () => void;
};

export function LoginForm({ onLoggedIn }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [captchaWanted, setCaptchaWanted] = useState(false);
  const wantCaptcha = () => setCaptchaWanted(true);
  const form = useCredentials();
  const login = useLoginSubmit(onLoggedIn);

  const fieldError = (field: 'username' | 'password') => {
    const error = form.errors[field];
    return error ? translate(error) : undefined;
  };

  return (
    <form
      onSubmit={form.onSubmit(login.submit)}
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
        <DeferredCaptcha wanted={captchaWanted} ref={login.captchaRef} {...login.captchaEvents} />
        {login.notice ? <FormNotice tone={login.notice.tone} text={translate(login.notice.text)} /> : null}
        <Button
          type="submit"
          size="md"
          loading={login.progress && !login.succeeded}
          disabled={login.progress || login.succeeded}
        >
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

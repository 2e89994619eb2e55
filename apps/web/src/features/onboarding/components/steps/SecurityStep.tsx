import { Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckedStepProps } from '../wizard-types.ts';

/** Step 3: username (checked for availability on blur), password and its confirmation. */
export function SecurityStep({ form, errorOf, checking, onCheck }: CheckedStepProps) {
  const { t } = useTranslation();
  const username = form.getInputProps('username');

  return (
    <Stack gap="md">
      <TextInput
        label={t('signUp.fields.username')}
        description={t('signUp.hints.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={30}
        withAsterisk
        data-autofocus
        {...username}
        error={errorOf('username')}
        rightSection={checking.username ? <Loader size="xs" aria-label={t('signUp.checking')} /> : null}
        onBlur={(event) => {
          username.onBlur?.(event);
          onCheck('username');
        }}
      />
      <PasswordInput
        visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
        label={t('signUp.fields.password')}
        description={t('signUp.hints.password')}
        autoComplete="new-password"
        maxLength={128}
        withAsterisk
        {...form.getInputProps('password')}
        error={errorOf('password')}
      />
      <PasswordInput
        visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
        label={t('signUp.fields.confirmPassword')}
        autoComplete="new-password"
        maxLength={128}
        withAsterisk
        {...form.getInputProps('confirm_password')}
        error={errorOf('confirm_password')}
      />
    </Stack>
  );
}

import { Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type ChangePasswordInput, changePasswordSchema } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { schemaErrors, showServerFieldErrors } from '../../../app/form-errors.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { useChangePassword } from '../hooks/use-profile.ts';

const EMPTY: ChangePasswordInput = { current_password: '', new_password: '', confirm_password: '' };
const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;

/** A new password, given the current one; the user's other sessions end, this one stays. */
export function PasswordForm() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: (values) => schemaErrors(changePasswordSchema, values),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await change.mutateAsync(values);
      notifications.show({
        color: 'teal',
        message: t('account.password.changed', { count: answer.ended_sessions }),
      });
      form.reset();
    } catch (error) {
      if (!showServerFieldErrors(form, error, FIELDS, translate)) {
        notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'account.password.failed') });
      }
    }
  });

  const errorOf = (field: keyof ChangePasswordInput) => {
    const error = form.errors[field];
    return typeof error === 'string' ? translate(error) : undefined;
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('account.password.title')}>
      <Stack gap="md" maw={640}>
        <div>
          <Title order={2} size="h4">
            {t('account.password.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.password.hint')}
          </Text>
        </div>
        <PasswordInput
          label={t('account.password.current')}
          autoComplete="current-password"
          withAsterisk
          key={form.key('current_password')}
          {...form.getInputProps('current_password')}
          error={errorOf('current_password')}
        />
        <PasswordInput
          label={t('account.password.new')}
          autoComplete="new-password"
          withAsterisk
          key={form.key('new_password')}
          {...form.getInputProps('new_password')}
          error={errorOf('new_password')}
        />
        <PasswordInput
          label={t('signUp.fields.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          key={form.key('confirm_password')}
          {...form.getInputProps('confirm_password')}
          error={errorOf('confirm_password')}
        />
        <Group>
          <Button type="submit" variant="light" loading={change.isPending}>
            {t('account.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

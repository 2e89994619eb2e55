import { Loader, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { normalizePhone } from '../../sign-up-wizard.ts';
import type { CheckedStepProps } from '../wizard-types.ts';

/** Step 1: name, email and phone; email and phone are checked for availability on blur. */
export function PersonalInfoStep({ form, errorOf, checking, onCheck }: CheckedStepProps) {
  const { t } = useTranslation();
  const name = form.getInputProps('name');
  const email = form.getInputProps('email');
  const phone = form.getInputProps('phone_number');

  return (
    <Stack gap="md">
      <TextInput
        label={t('signUp.fields.name')}
        autoComplete="name"
        maxLength={100}
        withAsterisk
        data-autofocus
        {...name}
        error={errorOf('name')}
      />
      <TextInput
        label={t('signUp.fields.email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        withAsterisk
        {...email}
        error={errorOf('email')}
        rightSection={checking.email ? <Loader size="xs" aria-label={t('signUp.checking')} /> : null}
        onBlur={(event) => {
          email.onBlur?.(event);
          onCheck('email');
        }}
      />
      <TextInput
        label={t('signUp.fields.phone')}
        description={t('signUp.hints.phone')}
        placeholder="+6281234567890"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={24}
        withAsterisk
        {...phone}
        error={errorOf('phone_number')}
        rightSection={checking.phone_number ? <Loader size="xs" aria-label={t('signUp.checking')} /> : null}
        onBlur={() => {
          const typed = form.getValues().phone_number;
          const normalized = normalizePhone(typed);
          if (normalized !== typed) form.setFieldValue('phone_number', normalized);
          form.validateField('phone_number');
          onCheck('phone_number');
        }}
      />
    </Stack>
  );
}

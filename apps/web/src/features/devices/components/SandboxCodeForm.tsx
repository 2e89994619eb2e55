import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { sandboxCodeSchema } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { enterSandboxPairingCode } from '../sandbox-phone-api.ts';
import { fieldCode, isSpentPairing } from '../sandbox-phone-errors.ts';

/** A code as Siar shows it (`ABCD-EFGH`) or as typed (spaces, lower case): the 8 characters. */
export function normalizePairingCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

type Props = {
  onLinked: () => void;
};

/** The pairing code Siar shows for a sandbox device added with a phone number, typed in. */
export function SandboxCodeForm({ onLinked }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({
    initialValues: { code: '' },
    validate: ({ code }) => {
      const result = sandboxCodeSchema.safeParse({ code: normalizePairingCode(code) });
      return result.success ? {} : { code: result.error.issues[0]?.message ?? 'sandbox_code_invalid' };
    },
  });

  const submit = form.onSubmit(async ({ code }) => {
    setNotice(null);
    setSending(true);
    try {
      await enterSandboxPairingCode(normalizePairingCode(code));
      onLinked();
    } catch (error) {
      // An unknown or spent code is about what was typed: it goes under the field.
      if (isSpentPairing(error)) form.setFieldError('code', 'sandbox_code_invalid');
      else if (fieldCode(error, 'code')) form.setFieldError('code', fieldCode(error, 'code')!);
      else setNotice(apiErrorMessage(t, error, 'devices.sandboxPhone.failed'));
    } finally {
      setSending(false);
    }
  });

  const codeError = form.errors.code;
  return (
    <form onSubmit={submit} noValidate aria-label={t('devices.sandboxPhone.codeTitle')}>
      <Stack gap="md">
        <TextInput
          label={t('devices.sandboxPhone.code')}
          description={t('devices.sandboxPhone.codeHint')}
          placeholder="ABCD-EFGH"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          withAsterisk
          styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.1em' } }}
          {...form.getInputProps('code')}
          error={typeof codeError === 'string' ? translate(codeError) : undefined}
        />
        {notice ? <FormNotice tone="error" text={notice} /> : null}
        <Button type="submit" size="md" loading={sending} fullWidth>
          {t('devices.sandboxPhone.link')}
        </Button>
      </Stack>
    </form>
  );
}

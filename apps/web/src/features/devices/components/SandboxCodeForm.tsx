import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { sandboxCodeSchema } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../../app/form-errors.ts';
import { useTranslateMessage } from '../../../app/messages.ts';
import { useSandboxSubmit } from '../hooks/use-sandbox-submit.ts';
import { enterSandboxPairingCode } from '../sandbox-phone-api.ts';
import { fieldCode, isSpentPairing } from '../sandbox-phone-errors.ts';
import { SandboxFormFooter } from './SandboxFormFooter.tsx';

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
  const { sending, notice, run } = useSandboxSubmit();
  const form = useForm({
    initialValues: { code: '' },
    validate: ({ code }) => schemaErrors(sandboxCodeSchema, { code: normalizePairingCode(code) }),
  });

  const submit = form.onSubmit(({ code }) =>
    run(
      async () => {
        await enterSandboxPairingCode(normalizePairingCode(code));
        onLinked();
      },
      (error) => {
        // An unknown or spent code is about what was typed: it goes under the field.
        const refusal = isSpentPairing(error) ? 'sandbox_code_invalid' : fieldCode(error, 'code');
        if (refusal) form.setFieldError('code', refusal);
        return Boolean(refusal);
      },
    ),
  );

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
        <SandboxFormFooter notice={notice} sending={sending} />
      </Stack>
    </form>
  );
}

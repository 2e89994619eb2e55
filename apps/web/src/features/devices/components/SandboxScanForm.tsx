import '../../../app/issue-codes.ts';
import { Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type SandboxOffer, sandboxScanSchema } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../app/messages.ts';
import { useSandboxSubmit } from '../hooks/use-sandbox-submit.ts';
import { linkSandboxDevice } from '../sandbox-phone-api.ts';
import { fieldCode, isSpentPairing } from '../sandbox-phone-errors.ts';
import { SandboxFormFooter } from './SandboxFormFooter.tsx';

type Props = {
  token: string;
  offer: SandboxOffer;
  onLinked: () => void;
  /** The QR was spent meanwhile (expired, or another phone took it). */
  onSpent: () => void;
};

/** The number this sandbox phone links the device as: the suggested one, or any other. */
export function SandboxScanForm({ token, offer, onLinked, onSpent }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const { sending, notice, run } = useSandboxSubmit();
  const form = useForm({
    initialValues: { phone_number: offer.suggested_number },
    validate: schemaResolver(sandboxScanSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ phone_number }) =>
    run(
      async () => {
        await linkSandboxDevice(token, phone_number.trim());
        onLinked();
      },
      (error) => {
        const code = fieldCode(error, 'phone_number');
        if (code) form.setFieldError('phone_number', code);
        else if (isSpentPairing(error)) onSpent();
        return Boolean(code) || isSpentPairing(error);
      },
    ),
  );

  const phoneError = form.errors.phone_number;
  return (
    <form onSubmit={submit} noValidate aria-label={t('devices.sandboxPhone.link')}>
      <Stack gap="md">
        <TextInput
          type="tel"
          label={t('devices.sandboxPhone.number')}
          description={t('devices.sandboxPhone.numberHint')}
          autoComplete="off"
          withAsterisk
          {...form.getInputProps('phone_number')}
          error={typeof phoneError === 'string' ? translate(phoneError) : undefined}
        />
        <SandboxFormFooter notice={notice} sending={sending} />
      </Stack>
    </form>
  );
}

import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type SandboxOffer, sandboxScanSchema } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { linkSandboxDevice } from '../sandbox-phone-api.ts';
import { fieldCode, isSpentPairing } from '../sandbox-phone-errors.ts';

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
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({
    initialValues: { phone_number: offer.suggested_number },
    validate: schemaResolver(sandboxScanSchema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ phone_number }) => {
    setNotice(null);
    setSending(true);
    try {
      await linkSandboxDevice(token, phone_number.trim());
      onLinked();
    } catch (error) {
      const code = fieldCode(error, 'phone_number');
      if (code) form.setFieldError('phone_number', code);
      else if (isSpentPairing(error)) onSpent();
      else setNotice(apiErrorMessage(t, error, 'devices.sandboxPhone.failed'));
    } finally {
      setSending(false);
    }
  });

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
        {notice ? <FormNotice tone="error" text={notice} /> : null}
        <Button type="submit" size="md" loading={sending} fullWidth>
          {t('devices.sandboxPhone.link')}
        </Button>
      </Stack>
    </form>
  );
}

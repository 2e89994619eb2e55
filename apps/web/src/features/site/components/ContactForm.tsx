import '../../../app/issue-codes.ts';
import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { contactMessageSchema } from '@siar/shared';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_MESSAGES, useTranslateMessage } from '../../../app/messages.ts';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { Captcha } from '../../captcha/components/Captcha.tsx';
import type { ContactField } from '../contact-errors.ts';
import { useContactSubmit } from '../hooks/use-contact-submit.ts';
import { useSenderPrefill } from '../hooks/use-sender-prefill.ts';

const fieldsSchema = contactMessageSchema.pick({ name: true, email: true, message: true });
const MESSAGE_MAX_LENGTH = 5000;

/** The contact form: name, email, message and captcha, stored on the server for support. */
export function ContactForm() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [formKey, setFormKey] = useState(0);

  const form = useForm({
    initialValues: { name: '', email: '', message: '' },
    validate: schemaResolver(fieldsSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  useSenderPrefill(form);
  const { submit, captchaRef, captchaNotice, captchaEvents, sending, outcome, setOutcome } =
    useContactSubmit(form);

  const errorOf = (field: ContactField) => {
    const error = form.errors[field];
    return typeof error === 'string' ? translate(error) : undefined;
  };

  if (outcome?.tone === 'success') {
    return (
      <Stack gap="md" align="flex-start">
        <FormNotice tone="success" text={translate(outcome.text)} />
        <Button
          variant="light"
          onClick={() => {
            setOutcome(null);
            setFormKey((key) => key + 1);
          }}
        >
          {t('contact.sendAnother')}
        </Button>
      </Stack>
    );
  }

  return (
    <form key={formKey} onSubmit={submit} noValidate aria-label={t('contact.formLabel')}>
      <Stack gap="md">
        <TextInput
          label={t('contact.name')}
          autoComplete="name"
          maxLength={100}
          withAsterisk
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        <TextInput
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          withAsterisk
          {...form.getInputProps('email')}
          error={errorOf('email')}
        />
        <Textarea
          label={t('contact.message')}
          autosize
          minRows={5}
          maxRows={14}
          maxLength={MESSAGE_MAX_LENGTH}
          withAsterisk
          {...form.getInputProps('message')}
          error={errorOf('message')}
          description={t('contact.messageLength', {
            used: form.getValues().message.length,
            max: MESSAGE_MAX_LENGTH,
          })}
        />
        <Captcha
          ref={captchaRef}
          error={captchaNotice ? translate(captchaNotice) : undefined}
          {...captchaEvents}
        />
        {outcome?.tone === 'error' ? (
          <FormNotice
            tone="error"
            text={[translate(CLIENT_MESSAGES.contactFailed), outcome.reason ? translate(outcome.reason) : '']
              .filter(Boolean)
              .join(' ')}
          />
        ) : null}
        <Button type="submit" loading={sending} leftSection={<IconSend size={16} />} size="md">
          {t('contact.send')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('contact.privacy')}
        </Text>
      </Stack>
    </form>
  );
}

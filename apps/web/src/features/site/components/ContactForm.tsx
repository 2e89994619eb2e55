import '../../../app/issue-codes.ts';
import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { contactMessageSchema } from '@siar/shared';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_MESSAGES, type MessageRef, useTranslateMessage } from '../../../app/messages.ts';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { useSession } from '../../auth/hooks/use-session.ts';
import type { CaptchaHandle } from '../../captcha/captcha-types.ts';
import { Captcha } from '../../captcha/components/Captcha.tsx';
import { type ContactField, contactFailure } from '../contact-errors.ts';
import { sendContactMessage } from '../site-api.ts';

const fieldsSchema = contactMessageSchema.pick({ name: true, email: true, message: true });
const MESSAGE_MAX_LENGTH = 5000;

type Outcome = { tone: 'success'; text: MessageRef } | { tone: 'error'; reason?: MessageRef };

/** The contact form: name, email, message and captcha, stored on the server for support. */
export function ContactForm() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [captcha, setCaptcha] = useState('');
  const [captchaNotice, setCaptchaNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [formKey, setFormKey] = useState(0);

  const form = useForm({
    initialValues: { name: '', email: '', message: '' },
    validate: schemaResolver(fieldsSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  // A logged-in customer need not type who they are: their name and email start the form (and
  // come back after a sent message), still theirs to change. Fields already typed in are kept.
  const customer = useSession().data?.user;
  const senderName = customer && !customer.is_staff ? customer.name : null;
  const senderEmail = customer && !customer.is_staff ? (customer.email ?? '') : null;
  const { setInitialValues, setValues, getValues } = form;
  const prefilledFor = useRef<string | null>(null);
  useEffect(() => {
    if (senderName === null || senderEmail === null) return;
    // Once per sender: a field the customer empties on purpose stays empty.
    const sender = `${senderName}\n${senderEmail}`;
    if (prefilledFor.current === sender) return;
    prefilledFor.current = sender;
    setInitialValues({ name: senderName, email: senderEmail, message: '' });
    const typed = getValues();
    setValues({ name: typed.name || senderName, email: typed.email || senderEmail });
  }, [senderName, senderEmail, setInitialValues, setValues, getValues]);

  const errorOf = (field: ContactField) => {
    const error = form.errors[field];
    return typeof error === 'string' ? translate(error) : undefined;
  };

  const submit = form.onSubmit(async (values) => {
    if (!captcha) {
      setCaptchaNotice('captcha_required');
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      await sendContactMessage({ ...values, captcha });
      form.reset();
      setOutcome({ tone: 'success', text: CLIENT_MESSAGES.contactThanks });
    } catch (error) {
      const failure = contactFailure(error);
      for (const [field, ref] of Object.entries(failure.fields)) form.setFieldError(field, ref.code);
      setOutcome({ tone: 'error', reason: failure.reason });
    } finally {
      // A solution is single use: sent or not, the next message needs a new one.
      setCaptcha('');
      captchaRef.current?.reset();
      setSending(false);
    }
  });

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
          onVerify={(token) => {
            setCaptcha(token);
            setCaptchaNotice(null);
          }}
          onExpire={() => {
            setCaptcha('');
            setCaptchaNotice('captcha_expired');
          }}
          onError={() => {
            setCaptcha('');
            setCaptchaNotice('captcha_failed');
          }}
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

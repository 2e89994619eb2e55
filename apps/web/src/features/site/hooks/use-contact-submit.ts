import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import { CLIENT_MESSAGES, type MessageRef } from '../../../app/messages.ts';
import type { CaptchaHandle } from '../../captcha/captcha-types.ts';
import { contactFailure } from '../contact-errors.ts';
import { sendContactMessage } from '../site-api.ts';

export type ContactOutcome = { tone: 'success'; text: MessageRef } | { tone: 'error'; reason?: MessageRef };

type ContactValues = { name: string; email: string; message: string };

/** Sending the contact form with its captcha's answer; the outcome shows in place of or under it. */
export function useContactSubmit(form: UseFormReturnType<ContactValues>) {
  const captchaRef = useRef<CaptchaHandle>(null);
  const [captcha, setCaptcha] = useState('');
  const [captchaNotice, setCaptchaNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ContactOutcome | null>(null);

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

  // What the captcha widget reports: a fresh answer clears the notice, an expired or failed one says so.
  const captchaEvents = {
    onVerify: (token: string) => {
      setCaptcha(token);
      setCaptchaNotice(null);
    },
    onExpire: () => {
      setCaptcha('');
      setCaptchaNotice('captcha_expired');
    },
    onError: () => {
      setCaptcha('');
      setCaptchaNotice('captcha_failed');
    },
  };

  return { submit, captchaRef, captchaNotice, captchaEvents, sending, outcome, setOutcome };
}

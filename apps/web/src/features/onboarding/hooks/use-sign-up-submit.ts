import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { CLIENT_MESSAGES, useTranslateMessage } from '../../../app/messages.ts';
import { PATHS } from '../../../app/paths.ts';
import { rememberLoggedIn } from '../../auth/hooks/use-session.ts';
import type { CaptchaHandle } from '../../captcha/captcha-types.ts';
import type { WizardForm } from '../components/wizard-types.ts';
import { signUp } from '../onboarding-api.ts';
import {
  EMPTY_SIGN_UP,
  firstStepOf,
  type PlanChoice,
  REDIRECT_AFTER_SIGN_UP_MS,
  toastFieldName,
} from '../sign-up-wizard.ts';
import { toastError } from '../toast-error.ts';

type Options = {
  form: WizardForm;
  choice: PlanChoice;
  captchaRef: RefObject<CaptchaHandle | null>;
  /** The account exists (the visitor is now logged in). */
  onSignedUp: () => void;
  /** Time to show the success state. */
  onCreated: () => void;
  /** The server's word about the captcha, untranslated. */
  onCaptchaNotice: (message: string) => void;
  /** The first step with a field the server refused. */
  onFixStep: (step: number) => void;
};

/**
 * Sends the sign-up. Success logs the visitor in and goes to the dashboard after a short wait;
 * a refusal clears the captcha and shows one toast per field (a 400) or the server's reason.
 */
export function useSignUpSubmit({
  form,
  choice,
  captchaRef,
  onSignedUp,
  onCreated,
  onCaptchaNotice,
  onFixStep,
}: Options) {
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redirectTimer = useRef<number | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const [createdMessage, setCreatedMessage] = useState<string | null>(null);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  function showServerErrors(error: unknown) {
    if (!(error instanceof ApiError) || error.isNetworkError) {
      toastError(translate(CLIENT_MESSAGES.network));
      return;
    }
    const fields = Object.entries(error.fieldCodes);
    if (error.status !== 400 || fields.length === 0) {
      toastError(translate(error.reason ?? CLIENT_MESSAGES.network));
      return;
    }
    for (const [field, refs] of fields) {
      const code = refs[0]?.code ?? 'invalid';
      toastError(`${toastFieldName(field)}: ${translate(refs[0] ?? code)}`);
      if (field === 'captcha') onCaptchaNotice(code);
      else if (field in EMPTY_SIGN_UP) form.setFieldError(field, code);
    }
    const step = firstStepOf(fields.map(([field]) => field).filter((field) => field !== 'captcha'));
    if (step !== undefined) onFixStep(step);
  }

  /** The caller makes sure the form is valid and nothing else is under way. */
  async function submit() {
    setSubmitting(true);
    try {
      const answer = await signUp({ ...form.getValues(), ...choice });
      onSignedUp();
      rememberLoggedIn(queryClient, answer.user);
      form.reset();
      setCreatedMessage(CLIENT_MESSAGES.accountCreated);
      onCreated();
      redirectTimer.current = window.setTimeout(
        () => navigate(PATHS.cpanel.dashboard, { replace: true }),
        REDIRECT_AFTER_SIGN_UP_MS,
      );
    } catch (error) {
      form.setFieldValue('captcha', '');
      captchaRef.current?.reset();
      showServerErrors(error);
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, createdMessage, submit };
}

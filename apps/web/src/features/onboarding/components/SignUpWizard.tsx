import { Button, Group, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@siar/shared';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, firstErrorMessage } from '../../../api/api-error.ts';
import { CLIENT_MESSAGES, useTranslateMessage } from '../../../app/messages.ts';
import { PATHS } from '../../../app/paths.ts';
import { rememberLoggedIn } from '../../auth/hooks/use-session.ts';
import type { CaptchaHandle } from '../../captcha/captcha-types.ts';
import { useAvailabilityCheck } from '../hooks/use-availability-check.ts';
import { useSelectOptions } from '../hooks/use-select-options.ts';
import { type AvailabilityField, signUp } from '../onboarding-api.ts';
import {
  EMPTY_SIGN_UP,
  firstStepOf,
  isStepValid,
  LAST_STEP,
  type PlanChoice,
  REDIRECT_AFTER_SIGN_UP_MS,
  type SignUpField,
  type SignUpValues,
  signUpErrors,
  TAKEN_MESSAGES,
  toastFieldName,
  WIZARD_STEPS,
} from '../sign-up-wizard.ts';
import { SignUpSuccess } from './SignUpSuccess.tsx';
import { BusinessStep } from './steps/BusinessStep.tsx';
import { CompletionStep } from './steps/CompletionStep.tsx';
import { PersonalInfoStep } from './steps/PersonalInfoStep.tsx';
import { SecurityStep } from './steps/SecurityStep.tsx';

type Props = {
  choice: PlanChoice;
  /** Called the moment the account exists (the visitor is now logged in). */
  onSignedUp: () => void;
};

type CheckOutcome = 'available' | 'taken' | 'failed' | 'skipped';

const CHECK_FAILED: Record<AvailabilityField, string> = {
  username: CLIENT_MESSAGES.usernameCheckFailed,
  email: CLIENT_MESSAGES.emailCheckFailed,
  phone_number: CLIENT_MESSAGES.phoneCheckFailed,
};

/** A red toast; one with an id shows once while it is on screen (a blur and a Next asking alike). */
function toastError(message: string, id?: string) {
  notifications.show({ color: 'red', message, id });
}

/** Spec section 4's sign-up wizard: four steps, availability checks, captcha, then the dashboard. */
export function SignUpWizard({ choice, onSignedUp }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useSelectOptions();
  // On a phone the four step labels do not fit in a row: numbers only, and the step named above it.
  const compact = useMediaQuery('(max-width: 36em)');
  const isAvailable = useAvailabilityCheck();
  const captchaRef = useRef<CaptchaHandle>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  const [active, setActive] = useState(0);
  const [checking, setChecking] = useState<Partial<Record<AvailabilityField, boolean>>>({});
  const [advancing, setAdvancing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [captchaNotice, setCaptchaNotice] = useState<string | null>(null);
  const [createdMessage, setCreatedMessage] = useState<string | null>(null);

  const form = useForm<SignUpValues>({
    initialValues: EMPTY_SIGN_UP,
    validate: (values) => signUpErrors(values),
    validateInputOnBlur: WIZARD_STEPS.slice(0, LAST_STEP).flatMap((step) => step.fields),
  });
  const values = form.getValues();
  const ruleErrors = signUpErrors(values);
  // A check started by a blur does not hold Next: Next asks again and waits for the same answer.
  const busy = advancing || submitting;
  const stepValid = isStepValid(active, values, ruleErrors, form.errors);
  const everythingValid =
    Object.keys(ruleErrors).length === 0 && Object.values(form.errors).every((error) => !error);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  useEffect(() => {
    if (options.isError) toastError(translate(CLIENT_MESSAGES.selectOptionsFailed), 'select-options-failed');
  }, [options.isError, translate]);

  const errorOf = (field: SignUpField) => {
    const error = form.errors[field];
    return typeof error === 'string' ? translate(error) : undefined;
  };

  async function check(field: AvailabilityField): Promise<CheckOutcome> {
    const value = form.getValues()[field].trim();
    if (!value || signUpErrors(form.getValues())[field]) return 'skipped';
    setChecking((current) => ({ ...current, [field]: true }));
    try {
      const available = await isAvailable(field, value);
      // The visitor kept typing: this answer is about a value no longer there.
      if (form.getValues()[field].trim() !== value) return 'skipped';
      if (available) return 'available';
      form.setFieldError(field, TAKEN_MESSAGES[field]);
      return 'taken';
    } catch {
      toastError(translate(CHECK_FAILED[field]), `check-failed-${field}`);
      return 'failed';
    } finally {
      setChecking((current) => ({ ...current, [field]: false }));
    }
  }

  /** The browser's time zone, when the list has it, saves the visitor a search on step 2. */
  function suggestTimezone() {
    if (form.getValues().timezone || !options.data) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (options.data.timezones.some((option) => option.value === zone)) form.setFieldValue('timezone', zone);
  }

  function goTo(step: number) {
    // The captcha lives on the last step; leaving it drops the solution with the widget.
    if (active === LAST_STEP && step !== LAST_STEP) {
      form.setFieldValue('captcha', '');
      setCaptchaNotice(null);
    }
    setActive(step);
  }

  async function next() {
    const step = active;
    if (
      busy ||
      step >= LAST_STEP ||
      !isStepValid(step, form.getValues(), signUpErrors(form.getValues()), form.errors)
    ) {
      return;
    }
    const toCheck: AvailabilityField[] =
      step === 0 ? ['email', 'phone_number'] : step === 2 ? ['username'] : [];
    if (toCheck.length > 0) {
      setAdvancing(true);
      try {
        if (step === 2) {
          form.validateField('password');
          form.validateField('confirm_password');
        }
        const outcomes = await Promise.all(toCheck.map(check));
        if (!outcomes.every((outcome) => outcome === 'available')) return;
      } finally {
        setAdvancing(false);
      }
    }
    if (step === 0) suggestTimezone();
    goTo(step + 1);
  }

  function showServerErrors(error: unknown) {
    if (!(error instanceof ApiError) || error.isNetworkError) {
      toastError(translate(CLIENT_MESSAGES.network));
      return;
    }
    const fields = Object.entries(error.fieldErrors);
    if (error.status !== 400 || fields.length === 0) {
      toastError(translate(firstErrorMessage(error.body) ?? CLIENT_MESSAGES.network));
      return;
    }
    for (const [field, messages] of fields) {
      const message = messages[0] ?? '';
      toastError(`${toastFieldName(field)}: ${translate(message)}`);
      if (field === 'captcha') setCaptchaNotice(message);
      else if (field in EMPTY_SIGN_UP) form.setFieldError(field, message);
    }
    const step = firstStepOf(fields.map(([field]) => field).filter((field) => field !== 'captcha'));
    if (step !== undefined) goTo(step);
  }

  async function submit() {
    if (busy || !everythingValid) return;
    setSubmitting(true);
    try {
      const answer = await signUp({ ...form.getValues(), ...choice });
      onSignedUp();
      rememberLoggedIn(queryClient, answer.user);
      form.reset();
      setCreatedMessage(answer.detail || MESSAGES.accountCreated);
      setActive(WIZARD_STEPS.length);
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

  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (active < LAST_STEP) void next();
    else if (active === LAST_STEP) void submit();
  }

  const created = createdMessage !== null;
  const stepProps = { form, errorOf };
  const checkProps = { ...stepProps, checking, onCheck: (field: AvailabilityField) => void check(field) };

  return (
    <form onSubmit={onFormSubmit} noValidate aria-label={t('signUp.formLabel')}>
      <Stepper
        active={active}
        onStepClick={(step) => {
          if (!created && !busy && step < active) goTo(step);
        }}
        allowNextStepsSelect={false}
        size="sm"
        wrap
      >
        {WIZARD_STEPS.map((step, index) => (
          <Stepper.Step
            key={step.id}
            label={compact ? undefined : t(`signUp.steps.${step.id}.label`)}
            aria-label={t(`signUp.steps.${step.id}.label`)}
            allowStepSelect={!created && index < active}
          >
            {compact ? (
              <Text fw={600} mb="md">
                {t('signUp.stepOf', {
                  step: index + 1,
                  total: WIZARD_STEPS.length,
                  label: t(`signUp.steps.${step.id}.label`),
                })}
              </Text>
            ) : null}
            {index === 0 ? <PersonalInfoStep {...checkProps} /> : null}
            {index === 1 ? (
              <BusinessStep
                {...stepProps}
                options={options.data}
                loading={options.isPending}
                failed={options.isError}
                onRetry={() => void options.refetch()}
              />
            ) : null}
            {index === 2 ? <SecurityStep {...checkProps} /> : null}
            {index === 3 ? (
              <CompletionStep
                values={values}
                options={options.data}
                captchaRef={captchaRef}
                captchaError={captchaNotice ? translate(captchaNotice) : undefined}
                onVerify={(token) => {
                  form.setFieldValue('captcha', token);
                  setCaptchaNotice(null);
                }}
                onExpire={() => {
                  form.setFieldValue('captcha', '');
                  setCaptchaNotice(MESSAGES.captchaExpired);
                }}
                onError={() => {
                  form.setFieldValue('captcha', '');
                  setCaptchaNotice(MESSAGES.captchaFailed);
                }}
              />
            ) : null}
          </Stepper.Step>
        ))}
        <Stepper.Completed>
          <SignUpSuccess
            message={translate(createdMessage ?? MESSAGES.accountCreated)}
            seconds={REDIRECT_AFTER_SIGN_UP_MS / 1000}
          />
        </Stepper.Completed>
      </Stepper>

      {created ? null : (
        <Group justify="space-between" mt="xl">
          <Button
            type="button"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            disabled={active === 0 || busy}
            onClick={() => goTo(active - 1)}
          >
            {t('signUp.previous')}
          </Button>
          {active < LAST_STEP ? (
            <Button
              type="button"
              rightSection={<IconArrowRight size={16} />}
              disabled={!stepValid || busy}
              loading={advancing}
              onClick={() => void next()}
            >
              {t('signUp.next')}
            </Button>
          ) : (
            <Button type="submit" disabled={!everythingValid || busy} loading={submitting}>
              {t('signUp.submit')}
            </Button>
          )}
        </Group>
      )}
    </form>
  );
}

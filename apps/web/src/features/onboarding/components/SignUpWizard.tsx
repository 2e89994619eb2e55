import { Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_MESSAGES, useTranslateMessage } from '../../../app/messages.ts';
import type { CaptchaHandle } from '../../captcha/captcha-types.ts';
import { useSelectOptions } from '../hooks/use-select-options.ts';
import { useSignUpSubmit } from '../hooks/use-sign-up-submit.ts';
import { useWizardSteps } from '../hooks/use-wizard-steps.ts';
import { loadSignUpRules, useSignUpRules } from '../rules-loader.ts';
import {
  EMPTY_SIGN_UP,
  isStepValid,
  LAST_STEP,
  type PlanChoice,
  REDIRECT_AFTER_SIGN_UP_MS,
  type SignUpField,
  type SignUpValues,
  WIZARD_STEPS,
} from '../sign-up-wizard.ts';
import { toastError } from '../toast-error.ts';
import { SignUpSuccess } from './SignUpSuccess.tsx';
import { preloadLaterSteps } from './steps/later-steps.ts';
import { WizardNavigation } from './WizardNavigation.tsx';
import { WizardStepFields } from './WizardStepFields.tsx';

type Props = {
  choice: PlanChoice;
  /** Called the moment the account exists (the visitor is now logged in). */
  onSignedUp: () => void;
};

/** Spec section 4's sign-up wizard: four steps, availability checks, captcha, then the dashboard. */
export function SignUpWizard({ choice, onSignedUp }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const options = useSelectOptions();
  // On a phone the four step labels do not fit in a row: numbers only, and the step named above it.
  const compact = useMediaQuery('(max-width: 36em)');
  const captchaRef = useRef<CaptchaHandle>(null);

  const rules = useSignUpRules();
  const form = useForm<SignUpValues>({
    initialValues: EMPTY_SIGN_UP,
    // The rules arrive as the visitor turns to the form, before anything can be left or sent.
    validate: (values) => rules?.signUpErrors(values) ?? {},
    validateInputOnBlur: WIZARD_STEPS.slice(0, LAST_STEP).flatMap((step) => step.fields),
  });
  const steps = useWizardSteps(form, options.data);
  const { active, advancing } = steps;
  const { submitting, createdMessage, submit } = useSignUpSubmit({
    form,
    choice,
    captchaRef,
    onSignedUp,
    onCreated: () => steps.setActive(WIZARD_STEPS.length),
    onCaptchaNotice: steps.setCaptchaNotice,
    onFixStep: steps.goTo,
  });
  const values = form.getValues();
  const ruleErrors = rules?.signUpErrors(values);
  // A check started by a blur does not hold Next: Next asks again and waits for the same answer.
  const busy = advancing || submitting;
  const stepValid = !!ruleErrors && isStepValid(active, values, ruleErrors, form.errors);
  const everythingValid =
    !!ruleErrors &&
    Object.keys(ruleErrors).length === 0 &&
    Object.values(form.errors).every((error) => !error);

  // A field left before the rules arrived is checked once they are here, as its blur would have.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the rules' arrival matters here
  useEffect(() => {
    if (!rules) return;
    for (const field of WIZARD_STEPS[active]?.fields ?? []) {
      if (field !== 'captcha' && form.isTouched(field) && form.getValues()[field]) form.validateField(field);
    }
  }, [rules]);

  useEffect(() => {
    if (options.isError) toastError(translate(CLIENT_MESSAGES.selectOptionsFailed), 'select-options-failed');
  }, [options.isError, translate]);

  const errorOf = (field: SignUpField) => {
    const error = form.errors[field];
    return typeof error === 'string' ? translate(error) : undefined;
  };

  function next() {
    if (!busy) void steps.next();
  }

  /** The visitor turns to the form: fetch its rules and later steps now, so nothing waits for them. */
  function preloadForm() {
    preloadLaterSteps();
    loadSignUpRules().catch(() => {});
  }

  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (active < LAST_STEP) next();
    else if (active === LAST_STEP && !busy && everythingValid) void submit();
  }

  const created = createdMessage !== null;

  return (
    <form
      onSubmit={onFormSubmit}
      onFocus={preloadForm}
      onPointerEnter={preloadForm}
      noValidate
      aria-label={t('signUp.formLabel')}
    >
      <Stepper
        active={active}
        onStepClick={(step) => {
          if (!created && !busy && step < active) steps.goTo(step);
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
            <WizardStepFields
              index={index}
              compact={compact}
              form={form}
              errorOf={errorOf}
              checking={steps.checking}
              onCheck={(field) => void steps.check(field)}
              options={options}
              captchaRef={captchaRef}
              captchaNotice={steps.captchaNotice}
              onCaptchaNotice={steps.setCaptchaNotice}
            />
          </Stepper.Step>
        ))}
        <Stepper.Completed>
          <SignUpSuccess
            message={translate(createdMessage ?? CLIENT_MESSAGES.accountCreated)}
            seconds={REDIRECT_AFTER_SIGN_UP_MS / 1000}
          />
        </Stepper.Completed>
      </Stepper>

      {created ? null : (
        <WizardNavigation
          active={active}
          busy={busy}
          stepValid={stepValid}
          everythingValid={everythingValid}
          advancing={advancing}
          submitting={submitting}
          onPrevious={() => steps.goTo(active - 1)}
          onNext={next}
        />
      )}
    </form>
  );
}

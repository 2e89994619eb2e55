import { useForm } from '@mantine/form';
import { type FormEvent, type RefObject, useEffect } from 'react';
import { CLIENT_MESSAGES, useTranslateMessage } from '../../../app/messages.ts';
import type { CaptchaHandle } from '../../captcha/captcha-types.ts';
import { useSignUpRules } from '../rules-loader.ts';
import {
  EMPTY_SIGN_UP,
  isStepValid,
  LAST_STEP,
  type PlanChoice,
  type SignUpField,
  type SignUpValues,
  WIZARD_STEPS,
} from '../sign-up-wizard.ts';
import { toastError } from '../toast-error.ts';
import { useLateRulesCheck } from './use-late-rules-check.ts';
import { useSelectOptions } from './use-select-options.ts';
import { useSignUpSubmit } from './use-sign-up-submit.ts';
import { useWizardSteps } from './use-wizard-steps.ts';

/** The sign-up wizard's form, where it stands, whether it may move on, and sending it. */
export function useSignUpWizard(
  choice: PlanChoice,
  onSignedUp: () => void,
  captchaRef: RefObject<CaptchaHandle | null>,
) {
  const translate = useTranslateMessage();
  const options = useSelectOptions();
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
  const everythingValid =
    !!ruleErrors &&
    Object.keys(ruleErrors).length === 0 &&
    Object.values(form.errors).every((error) => !error);

  useLateRulesCheck(form, !!rules, active);

  useEffect(() => {
    if (options.isError) toastError(translate(CLIENT_MESSAGES.selectOptionsFailed), 'select-options-failed');
  }, [options.isError, translate]);

  const next = () => {
    if (!busy) void steps.next();
  };
  return {
    form,
    options,
    steps,
    busy,
    submitting,
    createdMessage,
    stepValid: !!ruleErrors && isStepValid(active, values, ruleErrors, form.errors),
    everythingValid,
    next,
    errorOf: (field: SignUpField) => {
      const error = form.errors[field];
      return typeof error === 'string' ? translate(error) : undefined;
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (active < LAST_STEP) next();
      else if (active === LAST_STEP && !busy && everythingValid) void submit();
    },
  };
}

export type SignUpWizardState = ReturnType<typeof useSignUpWizard>;

import { Stepper } from '@mantine/core';
import { type RefObject, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_MESSAGES, useTranslateMessage } from '../../../app/messages.ts';
import type { CaptchaHandle } from '../../captcha/captcha-types.ts';
import type { SignUpWizardState } from '../hooks/use-sign-up-wizard.ts';
import { REDIRECT_AFTER_SIGN_UP_MS, WIZARD_STEPS } from '../sign-up-wizard.ts';
import { SignUpSuccess } from './steps/later-steps.ts';
import { WizardStepFields } from './WizardStepFields.tsx';

type Props = {
  wizard: SignUpWizardState;
  /** On a phone: numbers only, the step named above its fields. */
  compact: boolean;
  captchaRef: RefObject<CaptchaHandle | null>;
};

/** The four steps (a finished one can be gone back to) and, once the account exists, the success. */
export function WizardStepper({ wizard, compact, captchaRef }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const { steps, busy, createdMessage } = wizard;
  const { active } = steps;
  const created = createdMessage !== null;
  return (
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
          <WizardStepFields index={index} compact={compact} wizard={wizard} captchaRef={captchaRef} />
        </Stepper.Step>
      ))}
      <Stepper.Completed>
        <Suspense>
          <SignUpSuccess
            message={translate(createdMessage ?? CLIENT_MESSAGES.accountCreated)}
            seconds={REDIRECT_AFTER_SIGN_UP_MS / 1000}
          />
        </Suspense>
      </Stepper.Completed>
    </Stepper>
  );
}

import { useMediaQuery } from '@mantine/hooks';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaHandle } from '../../captcha/captcha-types.ts';
import { useSignUpWizard } from '../hooks/use-sign-up-wizard.ts';
import { loadSignUpRules } from '../rules-loader.ts';
import type { PlanChoice } from '../sign-up-wizard.ts';
import { preloadLaterSteps } from './steps/later-steps.ts';
import { WizardNavigation } from './WizardNavigation.tsx';
import { WizardStepper } from './WizardStepper.tsx';

type Props = {
  choice: PlanChoice;
  /** Called the moment the account exists (the visitor is now logged in). */
  onSignedUp: () => void;
};

/** The visitor turns to the form: fetch its rules and later steps now, so nothing waits for them. */
function preloadForm() {
  preloadLaterSteps();
  loadSignUpRules().catch(() => {});
}

/** Spec section 4's sign-up wizard: four steps, availability checks, captcha, then the dashboard. */
export function SignUpWizard({ choice, onSignedUp }: Props) {
  const { t } = useTranslation();
  // On a phone the four step labels do not fit in a row: numbers only, and the step named above it.
  const compact = useMediaQuery('(max-width: 36em)');
  const captchaRef = useRef<CaptchaHandle>(null);
  const wizard = useSignUpWizard(choice, onSignedUp, captchaRef);

  return (
    <form
      onSubmit={wizard.onSubmit}
      onFocus={preloadForm}
      onPointerEnter={preloadForm}
      noValidate
      aria-label={t('signUp.formLabel')}
    >
      <WizardStepper wizard={wizard} compact={compact} captchaRef={captchaRef} />
      {wizard.createdMessage !== null ? null : <WizardNavigation wizard={wizard} />}
    </form>
  );
}

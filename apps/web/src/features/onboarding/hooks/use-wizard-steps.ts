import type { SelectOptions } from '@siar/shared';
import { useState } from 'react';
import type { WizardForm } from '../components/wizard-types.ts';
import type { AvailabilityField } from '../onboarding-api.ts';
import { signUpErrorsOf } from '../rules-loader.ts';
import { isStepValid, LAST_STEP } from '../sign-up-wizard.ts';
import { useAvailabilityFields } from './use-availability-fields.ts';

/**
 * Where the wizard stands and how it moves: Next asks whether the step's values are still free
 * before it goes on; leaving the last step drops the captcha's solution and notice.
 */
export function useWizardSteps(form: WizardForm, options: SelectOptions | undefined) {
  const { checking, check } = useAvailabilityFields(form);
  const [active, setActive] = useState(0);
  const [advancing, setAdvancing] = useState(false);
  const [captchaNotice, setCaptchaNotice] = useState<string | null>(null);

  /** The browser's time zone, when the list has it, saves the visitor a search on step 2. */
  function suggestTimezone() {
    if (form.getValues().timezone || !options) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (options.timezones.some((option) => option.value === zone)) form.setFieldValue('timezone', zone);
  }

  function goTo(step: number) {
    // The captcha lives on the last step; leaving it drops the solution with the widget.
    if (active === LAST_STEP && step !== LAST_STEP) {
      form.setFieldValue('captcha', '');
      setCaptchaNotice(null);
    }
    setActive(step);
  }

  /** The caller makes sure nothing else (a submit, another Next) is under way. */
  async function next() {
    const step = active;
    if (step >= LAST_STEP) return;
    const values = form.getValues();
    if (!isStepValid(step, values, await signUpErrorsOf(values), form.errors)) return;
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

  return { active, setActive, goTo, next, advancing, checking, check, captchaNotice, setCaptchaNotice };
}

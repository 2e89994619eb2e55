import { useEffect } from 'react';
import type { WizardForm } from '../components/wizard-types.ts';
import { WIZARD_STEPS } from '../sign-up-wizard.ts';

/** A field left before the rules arrived is checked once they are here, as its blur would have. */
export function useLateRulesCheck(form: WizardForm, rulesLoaded: boolean, active: number) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the rules' arrival matters here
  useEffect(() => {
    if (!rulesLoaded) return;
    for (const field of WIZARD_STEPS[active]?.fields ?? []) {
      if (field !== 'captcha' && form.isTouched(field) && form.getValues()[field]) form.validateField(field);
    }
  }, [rulesLoaded]);
}

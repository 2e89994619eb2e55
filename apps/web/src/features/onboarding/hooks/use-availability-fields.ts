import { useState } from 'react';
import { CLIENT_MESSAGES, useTranslateMessage } from '../../../app/messages.ts';
import type { WizardForm } from '../components/wizard-types.ts';
import type { AvailabilityField } from '../onboarding-api.ts';
import { signUpErrorsOf } from '../rules-loader.ts';
import { TAKEN_MESSAGES } from '../sign-up-wizard.ts';
import { toastError } from '../toast-error.ts';
import { useAvailabilityCheck } from './use-availability-check.ts';

type CheckOutcome = 'available' | 'taken' | 'failed' | 'skipped';

const CHECK_FAILED: Record<AvailabilityField, string> = {
  username: CLIENT_MESSAGES.usernameCheckFailed,
  email: CLIENT_MESSAGES.emailCheckFailed,
  phone_number: CLIENT_MESSAGES.phoneCheckFailed,
};

/**
 * The wizard's availability checks: `check` asks about a field's current value (a taken one gets
 * its error, a failed check a toast); `checking` says which fields are waiting for an answer.
 */
export function useAvailabilityFields(form: WizardForm) {
  const translate = useTranslateMessage();
  const isAvailable = useAvailabilityCheck();
  const [checking, setChecking] = useState<Partial<Record<AvailabilityField, boolean>>>({});

  async function check(field: AvailabilityField): Promise<CheckOutcome> {
    const value = form.getValues()[field].trim();
    if (!value || (await signUpErrorsOf(form.getValues()))[field]) return 'skipped';
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

  return { checking, check };
}

import type { UseFormReturnType } from '@mantine/form';
import { useAvailabilityCheck } from '../../onboarding/hooks/use-availability-check.ts';
import type { AvailabilityField } from '../../onboarding/onboarding-api.ts';

const TAKEN = { username: 'username_taken', email: 'email_taken', phone_number: 'phone_taken' } as const;

/**
 * The sign-up's availability check on leaving a field: a value someone else has gets the sign-up's
 * message. The user's own current value (`own`) is theirs, so it is not asked about.
 */
export function useFreeValueCheck<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  own: Partial<Record<AvailabilityField, string | null>> = {},
) {
  const check = useAvailabilityCheck();
  return (field: AvailabilityField) => {
    const value = String(form.getValues()[field] ?? '').trim();
    if (!value || value === own[field] || form.validateField(field).hasError) return;
    check(field, value)
      .then((free) => {
        if (!free) form.setFieldError(field, TAKEN[field]);
      })
      // A check that cannot answer decides nothing: the server checks again on save.
      .catch(() => undefined);
  };
}

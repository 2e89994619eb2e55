import type { UseFormReturnType } from '@mantine/form';
import type { AvailabilityField } from '../onboarding-api.ts';
import type { SignUpField, SignUpValues } from '../sign-up-wizard.ts';

export type WizardForm = UseFormReturnType<SignUpValues>;

/** What every step gets from the wizard. */
export interface StepProps {
  form: WizardForm;
  /** The field's error as the visitor should read it (translated), if one is shown. */
  errorOf: (field: SignUpField) => string | undefined;
}

/** Steps with values that must be free (email, phone, username) also get the availability check. */
export interface CheckedStepProps extends StepProps {
  checking: Partial<Record<AvailabilityField, boolean>>;
  onCheck: (field: AvailabilityField) => void;
}

import { BILLING_CYCLES, type BillingCycle, PLAN_IDS, type PlanId, signUpSchema } from '@siar/shared';
import type { AvailabilityField } from './onboarding-api.ts';

/** The wizard's form: the sign-up call's fields, all text until they are sent. */
export interface SignUpValues {
  name: string;
  email: string;
  phone_number: string;
  industry: string;
  country: string;
  timezone: string;
  username: string;
  password: string;
  confirm_password: string;
  captcha: string;
}

export type SignUpField = keyof SignUpValues;

export const EMPTY_SIGN_UP: SignUpValues = {
  name: '',
  email: '',
  phone_number: '',
  industry: '',
  country: '',
  timezone: '',
  username: '',
  password: '',
  confirm_password: '',
  captcha: '',
};

/** Spec section 4: 1 Personal Info, 2 Business, 3 Security, 4 Completion, with the fields of each. */
export const WIZARD_STEPS = [
  { id: 'personal', fields: ['name', 'email', 'phone_number'] },
  { id: 'business', fields: ['industry', 'country', 'timezone'] },
  { id: 'security', fields: ['username', 'password', 'confirm_password'] },
  { id: 'completion', fields: ['captcha'] },
] as const satisfies readonly { id: string; fields: readonly SignUpField[] }[];

export const LAST_STEP = WIZARD_STEPS.length - 1;

/** Spec section 9: the new customer moves on to the dashboard 5 seconds after the account exists. */
export const REDIRECT_AFTER_SIGN_UP_MS = 5000;

/** The English message of each field that breaks a rule of section 5 (one per field, the first). */
export function signUpErrors(values: SignUpValues): Partial<Record<SignUpField, string>> {
  const result = signUpSchema.safeParse(values);
  const errors: Partial<Record<SignUpField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in EMPTY_SIGN_UP && !errors[field as SignUpField]) {
      errors[field as SignUpField] = issue.message;
    }
  }
  return errors;
}

/**
 * Whether a step may be left with Next: every field filled and within the rules, and no error
 * standing on any of them (such as a taken email found by an availability check).
 */
export function isStepValid(
  step: number,
  values: SignUpValues,
  ruleErrors: Partial<Record<SignUpField, string>>,
  shownErrors: Partial<Record<string, unknown>>,
): boolean {
  const fields: readonly SignUpField[] = WIZARD_STEPS[step]?.fields ?? [];
  return fields.every((field) => values[field].trim() !== '' && !ruleErrors[field] && !shownErrors[field]);
}

/** The first step holding one of these fields, to take the visitor back where a fix is needed. */
export function firstStepOf(fields: readonly string[]): number | undefined {
  const index = WIZARD_STEPS.findIndex((step) =>
    (step.fields as readonly string[]).some((field) => fields.includes(field)),
  );
  return index === -1 ? undefined : index;
}

/** Spec section 8: a field's name in a server error toast, uppercased, its first underscore a space. */
export function toastFieldName(field: string): string {
  return field.toUpperCase().replace('_', ' ');
}

/** The spec's messages for a value somebody already has. */
export const TAKEN_MESSAGES: Record<AvailabilityField, string> = {
  username: 'username_taken',
  email: 'email_taken',
  phone_number: 'phone_taken',
};

/** Spaces, dashes, dots and brackets people type in phone numbers; the rule wants `+` and digits. */
export function normalizePhone(raw: string): string {
  return raw.replace(/[\s\-().]/g, '');
}

export interface PlanChoice {
  plan?: PlanId;
  billing?: BillingCycle;
}

/** The `plan` and `billing` query parameters of /sign-up, when they name a plan and a cycle we sell. */
export function planChoiceFrom(params: URLSearchParams): PlanChoice {
  const plan = params.get('plan');
  const billing = params.get('billing');
  return {
    plan: (PLAN_IDS as readonly string[]).includes(plan ?? '') ? (plan as PlanId) : undefined,
    billing: (BILLING_CYCLES as readonly string[]).includes(billing ?? '')
      ? (billing as BillingCycle)
      : undefined,
  };
}

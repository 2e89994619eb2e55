import { BILLING_CYCLES, type BillingCycle, PLAN_IDS, type PlanId } from '@siar/shared';
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

/** Errors by field, as the rules of section 5 find them (see sign-up-rules.ts). */
export type SignUpRuleErrors = Partial<Record<SignUpField, string>>;

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

/**
 * Whether a step may be left with Next: every field filled and within the rules, and no error
 * standing on any of them (such as a taken email found by an availability check).
 */
export function isStepValid(
  step: number,
  values: SignUpValues,
  ruleErrors: SignUpRuleErrors,
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

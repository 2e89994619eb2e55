import '../../app/issue-codes.ts';
import { signUpSchema } from '@siar/shared';
import {
  EMPTY_SIGN_UP,
  type SignUpField,
  type SignUpRuleErrors,
  type SignUpValues,
} from './sign-up-wizard.ts';

// The shared sign-up rules (zod and the phone number rules) are a fifth of what the sign-up page
// would fetch first: this module is fetched once the visitor turns to the form (rules-loader.ts).

/** The English message of each field that breaks a rule of section 5 (one per field, the first). */
export function signUpErrors(values: SignUpValues): SignUpRuleErrors {
  const result = signUpSchema.safeParse(values);
  const errors: SignUpRuleErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in EMPTY_SIGN_UP && !errors[field as SignUpField]) {
      errors[field as SignUpField] = issue.message;
    }
  }
  return errors;
}

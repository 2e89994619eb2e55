import {
  type Availability,
  ONBOARDING_PATHS,
  type SelectOptions,
  type SignUpAnswer,
  type SignUpInput,
} from '@siar/shared';
import { api } from '../../api/client.ts';

/** The three values whose availability the wizard checks, by their field names. */
export type AvailabilityField = 'username' | 'email' | 'phone_number';

const CHECK_PATHS = {
  username: ONBOARDING_PATHS.checkUsername,
  email: ONBOARDING_PATHS.checkEmail,
  phone_number: ONBOARDING_PATHS.checkPhoneNumber,
} as const satisfies Record<AvailabilityField, string>;

/** True when nobody has the value yet. The query is URL-encoded, so a phone's `+` arrives intact. */
export async function checkAvailability(field: AvailabilityField, value: string): Promise<boolean> {
  const answer = await api.get<Availability>(CHECK_PATHS[field], { query: { [field]: value } });
  return answer.available;
}

/** Labels come in the language of the `language` cookie. */
export function fetchSelectOptions(): Promise<SelectOptions> {
  return api.get<SelectOptions>(ONBOARDING_PATHS.selectOptions);
}

/** Creates the account with its free trial and logs the new owner in (the session cookie is set). */
export function signUp(input: SignUpInput): Promise<SignUpAnswer> {
  return api.post<SignUpAnswer>(ONBOARDING_PATHS.signUp, input);
}

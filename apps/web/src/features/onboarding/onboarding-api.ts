import type { SessionUser, SignUpInput } from '@siar/shared';
import { api } from '../../api/client.ts';

const BASE = '/api/v1/account/onboarding';

/** The three values whose availability the wizard checks, by their field names. */
export type AvailabilityField = 'username' | 'email' | 'phone_number';

const CHECK_PATHS: Record<AvailabilityField, string> = {
  username: `${BASE}/check-username/`,
  email: `${BASE}/check-email/`,
  phone_number: `${BASE}/check-phone-number/`,
};

/** True when nobody has the value yet. The query is URL-encoded, so a phone's `+` arrives intact. */
export async function checkAvailability(field: AvailabilityField, value: string): Promise<boolean> {
  const answer = await api.get<{ available: boolean }>(CHECK_PATHS[field], { query: { [field]: value } });
  return answer.available;
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A country, with the time zone picking it preselects (null where none is known). */
export interface CountryOption extends SelectOption {
  timezone: string | null;
}

export interface SelectOptions {
  countries: CountryOption[];
  timezones: SelectOption[];
  industries: SelectOption[];
}

/** Labels come in the language of the `language` cookie. */
export function fetchSelectOptions(): Promise<SelectOptions> {
  return api.get<SelectOptions>(`${BASE}/select-options/`);
}

export interface SignUpAnswer {
  detail: string;
  user: SessionUser;
}

/** Creates the account with its free trial and logs the new owner in (the session cookie is set). */
export function signUp(input: SignUpInput): Promise<SignUpAnswer> {
  return api.post<SignUpAnswer>(`${BASE}/sign-up/`, input);
}

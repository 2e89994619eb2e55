// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const ONBOARDING_PATHS = {
  checkUsername: '/api/v1/account/onboarding/check-username/',
  checkEmail: '/api/v1/account/onboarding/check-email/',
  checkPhoneNumber: '/api/v1/account/onboarding/check-phone-number/',
  selectOptions: '/api/v1/account/onboarding/select-options/',
  signUp: '/api/v1/account/onboarding/sign-up/',
  /** Logged in only: the account's subscription, if any. */
  checkSubscription: '/api/v1/account/onboarding/check-subscription/',
} as const;

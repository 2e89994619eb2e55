// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const PROFILE_PATHS = {
  /** GET the logged-in user's profile, PATCH changes it (the account's fields: owner only). */
  profile: '/api/v1/account/profile/',
  /** POST a new password with the current one; the user's other sessions end. */
  password: '/api/v1/account/profile/password/',
} as const;

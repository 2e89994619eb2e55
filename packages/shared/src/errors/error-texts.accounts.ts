/** Accounts: sign-up, login, captcha, the contact form, the team, number privacy and the profile. English texts by code (see error-texts.ts). */
export const ACCOUNT_ERROR_TEXTS = {
  // ---- sign-up, login, captcha (spec section 5 and 8) ----
  username_invalid:
    'Username must be 6-30 characters long, all lowercases and can only contain letters, numbers, and underscores.',
  email_invalid: 'Please enter a valid email address',
  phone_required: 'Please enter a phone number.',
  phone_invalid: 'Please enter a valid phone number (e.g., +1234567890)',
  password_too_short: 'Password must be at least 8 characters long',
  password_too_long: 'Password must be at most 128 characters long',
  password_mismatch: 'Passwords do not match',
  captcha_required: 'Please complete the reCAPTCHA verification',
  captcha_failed: 'reCAPTCHA verification failed. Please try again.',
  captcha_expired: 'reCAPTCHA expired. Please re-verify.',
  captcha_not_altcha: 'This installation uses reCAPTCHA; there is no ALTCHA challenge.',
  business_required: 'Please select all required fields (Industry, Country, Timezone).',
  name_required: 'Please enter your name.',
  username_taken: 'Username is already taken',
  email_taken: 'Email is already registered',
  phone_taken: 'Phone number is already registered',
  login_username_required: 'Please enter your username.',
  login_password_required: 'Please enter your password.',
  invalid_credentials: 'Unable to log in with provided credentials.',
  login_throttled: 'Too many failed login attempts. Please wait {{minutes}} minutes and try again.',
  too_many_wrong_guesses:
    'Too many wrong tries from your address. Please wait {{seconds}} seconds and try again.',
  logins_slowed: 'Too many login attempts for this username right now. Please try again in a minute.',
  checks_throttled: 'Too many checks in a short time. Please wait a minute and try again.',

  // ---- contact form ----
  contact_message_required: 'Please enter a message.',
  contact_message_too_long: 'Please keep your message under 5000 characters.',
  contact_rate_limited: 'You have sent several messages in a short time. Please try again in an hour.',

  // ---- team, number privacy, profile ----
  agent_not_allowed: 'Team members cannot use this part of the panel. Ask the account owner.',
  team_member_not_found: 'Team member not found.',
  open_limit_range: 'Choose a limit from 1 to 1,000 open conversations, or no limit.',
  contact_phone_hidden:
    'Phone numbers are hidden from team members, so a contact’s number cannot be changed.',
  numbers_hidden_from_agents:
    'Phone numbers are hidden from team members, so only the account owner can enter a customer’s number.',
  profile_owner_only: 'Only the account owner can change the business details.',
  current_password_required: 'Please enter your current password.',
  current_password_wrong: 'Your current password is not correct.',
} as const;

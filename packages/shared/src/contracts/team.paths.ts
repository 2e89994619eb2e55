// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const TEAM_PATHS = {
  /** GET the account's team (owner first, then agents), POST adds an agent. Owner only. */
  members: '/api/v1/cpanel/team/members/',
  /** PATCH edits an agent (name, email, phone, a new password, active), DELETE removes one. Owner only. */
  member: '/api/v1/cpanel/team/members/:user_id/',
  /** GET the account's security settings, PUT changes them (number visibility). Owner only. */
  security: '/api/v1/cpanel/account/security/',
} as const;

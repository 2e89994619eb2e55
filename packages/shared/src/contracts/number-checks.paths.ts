// Kept apart from the schemas: a page that needs only where to call loads no zod.

/** The panel's number checks (session and CSRF, subscribed customers; agents too, as contacts). */
export const NUMBER_CHECKS_PATHS = {
  /** POST starts a check (some contacts, every contact matching a filter, a group, an import); GET the latest checks. */
  checks: '/api/v1/cpanel/contacts/number-checks/',
  /** GET one check's progress. */
  check: '/api/v1/cpanel/contacts/number-checks/:check_id/',
  /** POST stops a queued or running check (what it found stays). */
  cancel: '/api/v1/cpanel/contacts/number-checks/:check_id/cancel/',
} as const;

/** The REST API's number checks: `Authorization: Bearer <api_secret_key>`. */
export const NUMBER_CHECK_API_PATHS = {
  /** POST up to 1,000 numbers: answers 202 with the check's id and the answers known already. */
  check: '/api/v1/integrations/numbers/check/',
  /** GET a check's progress and every number's answer so far. */
  result: '/api/v1/integrations/numbers/check/:check_id/',
} as const;

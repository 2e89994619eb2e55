// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const BUSINESS_HOURS_PATHS = {
  /** GET the weekly schedule, the account's time zone and whether it is open now; PUT saves the week. */
  schedule: '/api/v1/cpanel/business-hours/',
  /** GET lists the dated exceptions (holidays), POST adds one. */
  exceptions: '/api/v1/cpanel/business-hours/exceptions/',
  /** PUT changes a dated exception, DELETE removes it. */
  exception: '/api/v1/cpanel/business-hours/exceptions/:exception_id/',
  /** GET the schedule and its zone only, for the inbox's "outside business hours" mark (agents too). */
  current: '/api/v1/cpanel/business-hours/current/',
} as const;

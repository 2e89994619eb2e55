/** The business hours' query keys: a change to the week or an exception refetches all of them. */
export const businessHoursKeys = {
  all: ['business-hours'] as const,
  schedule: ['business-hours', 'schedule'] as const,
  exceptions: ['business-hours', 'exceptions'] as const,
  current: ['business-hours', 'current'] as const,
};

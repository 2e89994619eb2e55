/** The inbox reports. English texts by code (see error-texts.ts). */
export const REPORTS_ERROR_TEXTS = {
  reports_range_too_long: 'Ask for at most {{days}} days at a time.',
  reports_range_order: 'The range ends before it starts.',
} as const;

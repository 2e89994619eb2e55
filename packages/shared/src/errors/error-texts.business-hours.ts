/** Business hours: the weekly schedule and its dated exceptions. English texts by code (see error-texts.ts). */
export const BUSINESS_HOURS_ERROR_TEXTS = {
  business_hours_time_invalid: 'Use a time from 00:00 to 24:00 (HH:MM).',
  business_hours_span_order: 'The closing time must come after the opening time.',
  business_hours_spans_overlap: 'The open hours of one day must not overlap.',
  business_hours_too_many_spans: 'A day can have at most 6 open spans.',
  business_hours_week_invalid: 'Give the seven days of the week, Monday first.',
  business_hours_exception_not_found: 'Exception not found.',
  business_hours_exception_date_taken: 'There is already an exception on this date.',
  business_hours_exception_limit: 'An account can have at most {{limit}} dated exceptions.',
} as const;

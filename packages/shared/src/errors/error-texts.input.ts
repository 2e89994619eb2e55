/** Generic input rules and the request itself: what any endpoint may answer. English texts by code (see error-texts.ts). */
export const INPUT_ERROR_TEXTS = {
  // ---- generic input rules (what zod's own checks map to; see issue-error.ts) ----
  required: 'This field is required.',
  invalid: 'This value is not valid.',
  too_long: 'Please use at most {{maximum}} characters.',
  too_short: 'Please use at least {{minimum}} characters.',
  too_large: 'Please enter a number no greater than {{maximum}}.',
  too_small: 'Please enter a number no smaller than {{minimum}}.',
  not_a_number: 'Please enter a number.',
  not_an_integer: 'Please enter a whole number.',
  not_text: 'Please enter text.',
  not_a_boolean: 'Please choose yes or no.',
  not_a_list: 'Please send a list.',
  invalid_choice: 'Please choose one of the offered options.',
  invalid_date: 'Please enter a valid date and time.',
  date_out_of_range: 'Please enter a date between the years 2000 and 9999.',
  invalid_id: 'This is not a valid id.',
  null_character: 'This value contains a null character, which is not allowed.',
  body_not_object: 'The request body must be a JSON object.',
  body_too_deep: 'The request body is nested too deeply (at most {{maximum}} levels).',

  // ---- the request itself ----
  invalid_json: 'The request body is not valid JSON.',
  unsupported_media_type: 'Unsupported content type: send JSON (application/json).',
  body_too_large: 'The request body is too large.',
  headers_too_large: 'The request headers are too large.',
  url_too_long: 'The address is too long.',
  bad_url: 'The address is not valid.',
  bad_request: 'The request could not be understood.',
  route_not_found: 'Not found: {{method}} {{path}}',
  page_beyond_limit:
    'Only the first {{limit}} rows can be paged through (pages 1 to {{last_page}} at {{page_size}} a page). Search to narrow the list.',
  method_not_allowed: 'The method {{method}} is not allowed here.',
  server_error: 'Something went wrong on our side. Please try again later.',
  service_unavailable: 'The service is unavailable right now. Please try again in a few minutes.',
} as const;

/** Checking numbers on WhatsApp. English texts by code (see error-texts.ts). */
export const NUMBER_CHECK_ERROR_TEXTS = {
  number_check_not_found: 'Number check not found.',
  number_check_target_required: 'Choose the contacts, a group or an import whose numbers to check.',
  number_check_empty: 'There are no numbers to check here.',
  number_check_numbers_required: 'Send at least one number.',
  number_check_too_many: 'Send at most 1,000 numbers at once.',
  number_check_number_invalid: 'Not a valid phone number: {{value}}.',
  number_check_import_unfinished: 'This import has not finished yet; check its contacts once it has.',
  number_check_finished: 'This check has already ended.',
} as const;

/** Where a contact came from. */
export const CONTACT_SOURCES = ['manual', 'import', 'api', 'chat'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** A contact import runs as a background job: these are its states, in order. */
export const IMPORT_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Why an imported row was not taken (the error report's reason column). */
export const IMPORT_ROW_ERRORS = [
  'invalid_number',
  'duplicate',
  'over_plan_limit',
  'invalid_email',
  'missing_phone',
] as const;
export type ImportRowError = (typeof IMPORT_ROW_ERRORS)[number];

/** Contacts, their groups and imports. English texts by code (see error-texts.ts). */
export const CONTACT_ERROR_TEXTS = {
  // ---- contacts ----
  contact_not_found: 'Contact not found.',
  contact_name_required: 'Please enter a name.',
  contact_phone_invalid:
    'This is not a valid phone number. Type it with its country code (+62 812…) or as a local number of your country.',
  contact_phone_taken: 'A contact with this phone number already exists.',
  custom_field_key_invalid:
    'Field names use lowercase letters, digits and underscores and start with a letter (for example company).',
  custom_field_key_reserved: 'name, phone and email are built in. Choose another field name.',
  custom_field_key_duplicate: 'Each custom field needs a name of its own.',
  custom_fields_too_many: 'Use at most 30 custom fields.',
  contact_ids_required: 'Select at least one contact.',
  too_many_contacts: 'Select at most 1,000 contacts at once.',
  bulk_group_required: 'Choose a group.',
  group_not_found: 'Group not found.',
  group_name_required: 'Please give the group a name.',
  group_name_taken: 'A group with this name already exists.',
  import_not_found: 'Import not found.',
  import_file_missing: 'Choose a CSV or Excel (.xlsx) file to upload.',
  import_file_type: 'Upload a CSV or an Excel (.xlsx) file.',
  import_file_too_large: 'The file is larger than {{limit}}. Split it into smaller files.',
  import_file_empty:
    'The file has no contacts. Its first row must hold the column names, followed by at least one row.',
  import_file_malformed: 'The file could not be read as {{format}}. Save it again as CSV or .xlsx and retry.',
  import_too_many_rows: 'The file has {{rows}} rows. Import at most {{limit}} at a time.',
  import_file_unpacked_too_large:
    'The spreadsheet unpacks to more than {{limit}}. Split it into smaller files, or save it as CSV.',
  import_too_many_columns:
    'The file has values in more than {{limit}} columns. Keep only the columns to import.',
  import_too_many_cells: 'The file has more than {{limit}} filled cells. Split it into smaller files.',
  import_column_invalid: "Choose one of the file's columns.",
  import_already_started: 'This import has already started.',
} as const;

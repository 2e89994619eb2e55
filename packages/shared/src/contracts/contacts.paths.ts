// Kept apart from the schemas: a page that needs only where to call loads no zod.

export const CONTACTS_PATHS = {
  /** GET lists the account's contacts (search, group, sort, page), POST adds one. */
  contacts: '/api/v1/cpanel/contacts/',
  /** GET one contact, PATCH edits it, DELETE removes it. */
  contact: '/api/v1/cpanel/contacts/:contact_id/',
  /** POST puts a label (the inbox's labels) on the contact. */
  contactLabels: '/api/v1/cpanel/contacts/:contact_id/labels/',
  /** DELETE takes the label off the contact. */
  contactLabel: '/api/v1/cpanel/contacts/:contact_id/labels/:label_id/',
  /** POST an action on selected contacts: add to a group, remove from a group, delete. */
  bulk: '/api/v1/cpanel/contacts/bulk/',
  /** GET the list (or its filtered part) as CSV, every matching row. */
  export: '/api/v1/cpanel/contacts/export/',
  /** GET the account's groups with member counts, POST creates one. */
  groups: '/api/v1/cpanel/contacts/groups/',
  /** PATCH renames a group, DELETE removes it (its contacts stay). */
  group: '/api/v1/cpanel/contacts/groups/:group_id/',
  /** POST a CSV or XLSX file (multipart, field `file`): answers a preview to map its columns. */
  imports: '/api/v1/cpanel/contacts/imports/',
  /** GET an import's progress and counts. */
  import: '/api/v1/cpanel/contacts/imports/:import_id/',
  /** POST the column mapping: the import runs as a background job. */
  startImport: '/api/v1/cpanel/contacts/imports/:import_id/start/',
  /** GET the refused rows as CSV (row, value, reason). */
  importErrors: '/api/v1/cpanel/contacts/imports/:import_id/error-report/',
} as const;

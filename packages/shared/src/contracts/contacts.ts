import { z } from 'zod';
import { CONTACT_SOURCES, type IMPORT_ROW_ERRORS, IMPORT_STATUSES } from '../contacts.ts';
import { pagedListSchema, paginatedSchema } from '../paging.ts';
import { emailField } from '../validation/fields.ts';
import { labelRefSchema } from './chats-labels.ts';

/** Contacts, contact groups, and their import from CSV or XLSX and export to CSV. */

export { CONTACTS_PATHS } from './contacts.paths.ts';

/** A custom field's name, usable as a template variable (`{{company}}`). */
export const CUSTOM_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
/** Variables every contact has already; custom fields may not take their names. */
export const RESERVED_FIELD_KEYS = ['name', 'phone', 'email'] as const;
export const MAX_CUSTOM_FIELDS = 30;
/** Contacts a bulk action may name at once (a page is at most 100; select-all on pages adds up). */
export const MAX_BULK_CONTACTS = 1000;

/** How the list may be sorted; `-` is newest, Z to A, highest first. */
export const CONTACT_ORDERINGS = ['-created_at', 'created_at', 'name', '-name', 'phone', '-phone'] as const;
export type ContactOrdering = (typeof CONTACT_ORDERINGS)[number];

/** The list's filter by the last number check: on WhatsApp, not on it, never checked. */
export const WHATSAPP_FILTERS = ['on', 'not_on', 'unchecked'] as const;
export type WhatsappFilter = (typeof WHATSAPP_FILTERS)[number];

export const BULK_CONTACT_ACTIONS = ['add_to_group', 'remove_from_group', 'delete'] as const;
export type BulkContactAction = (typeof BULK_CONTACT_ACTIONS)[number];

/** The largest file an import takes, and the most rows. */
export const IMPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
/**
 * Limits that keep a small file from costing much to read: what the parts of an XLSX file read
 * may unpack to in all (a 10 MB zip can hold gigabytes), the columns that may hold values, and the
 * filled cells.
 */
export const IMPORT_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const IMPORT_MAX_COLUMNS = 100;
export const IMPORT_MAX_CELLS = 2_000_000;
/** Rows of the file the preview shows. */
export const IMPORT_PREVIEW_ROWS = 5;

// ---- requests ----

export const contactIdParamsSchema = z.object({ contact_id: z.uuid({ error: 'contact_not_found' }) });
export const groupIdParamsSchema = z.object({ group_id: z.uuid({ error: 'group_not_found' }) });
export const importIdParamsSchema = z.object({ import_id: z.uuid({ error: 'import_not_found' }) });

const contactName = z
  .string({ error: 'contact_name_required' })
  .trim()
  .min(1, 'contact_name_required')
  .max(100);
/** Any text here; the server reads it as a number with the account's country (normalizeContactPhone). */
const contactPhone = z
  .string({ error: 'phone_required' })
  .trim()
  .min(1, 'phone_required')
  .max(40, 'contact_phone_invalid');
// One string schema (not a union with ''), so the OpenAPI document gives it a type beside `nullable`.
const optionalEmail = z
  .string({ error: 'email_invalid' })
  .trim()
  .max(254, 'email_invalid')
  .refine((value) => value === '' || emailField.safeParse(value).success, 'email_invalid')
  .nullish()
  .transform((value) => value || null);

/** Why a custom field's name cannot be used, or null when it can. */
export function customFieldKeyProblem(
  key: string,
): 'custom_field_key_invalid' | 'custom_field_key_reserved' | null {
  if (!CUSTOM_FIELD_KEY_PATTERN.test(key)) return 'custom_field_key_invalid';
  return (RESERVED_FIELD_KEYS as readonly string[]).includes(key) ? 'custom_field_key_reserved' : null;
}

export const customFieldsSchema = z
  .record(z.string(), z.string({ error: 'not_text' }).trim().max(500))
  .superRefine((fields, context) => {
    const keys = Object.keys(fields);
    if (keys.length > MAX_CUSTOM_FIELDS)
      context.addIssue({ code: 'custom', message: 'custom_fields_too_many' });
    for (const key of keys) {
      const problem = customFieldKeyProblem(key);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: [key] });
    }
  });

const groupIds = z.array(z.uuid({ error: 'group_not_found' }), { error: 'not_a_list' }).max(100);

export const createContactSchema = z.object({
  name: contactName,
  phone: contactPhone,
  email: optionalEmail,
  custom_fields: customFieldsSchema.optional(),
  /** The groups it belongs to (replaces them on edit). */
  group_ids: groupIds.optional(),
  /** Never sent to while true; the date it was set is kept and shown. */
  opted_out: z.boolean({ error: 'not_a_boolean' }).optional(),
});
export type CreateContactRequest = z.input<typeof createContactSchema>;

export const updateContactSchema = createContactSchema.partial();
export type UpdateContactRequest = z.input<typeof updateContactSchema>;

export const contactListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
  group_id: z.uuid({ error: 'group_not_found' }).optional(),
  /** Only the contacts that carry this label. */
  label_id: z.uuid({ error: 'label_not_found' }).optional(),
  ordering: z.enum(CONTACT_ORDERINGS, { error: 'invalid_choice' }).default('-created_at'),
  whatsapp: z.enum(WHATSAPP_FILTERS, { error: 'invalid_choice' }).optional(),
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

/** The export takes the list's filter (not its page). */
export const contactExportQuerySchema = contactListQuerySchema.pick({
  search: true,
  group_id: true,
  label_id: true,
  ordering: true,
  whatsapp: true,
});

/** "Every contact matching this search and group", as the list shows them (not only one page). */
export const contactFilterSchema = contactListQuerySchema.pick({
  search: true,
  group_id: true,
  label_id: true,
  whatsapp: true,
});
export type ContactFilterRequest = z.input<typeof contactFilterSchema>;

/** The contacts named by `contact_ids`, or every one matching `filter` (one of the two). */
export const bulkContactsSchema = z
  .object({
    action: z.enum(BULK_CONTACT_ACTIONS, { error: 'invalid_choice' }),
    contact_ids: z
      .array(z.uuid({ error: 'contact_not_found' }), { error: 'contact_ids_required' })
      .min(1, 'contact_ids_required')
      .max(MAX_BULK_CONTACTS, 'too_many_contacts')
      .optional(),
    filter: contactFilterSchema.optional(),
    group_id: z.uuid({ error: 'group_not_found' }).nullish(),
  })
  .refine((body) => !body.contact_ids !== !body.filter, {
    path: ['contact_ids'],
    error: 'contact_ids_required',
  })
  .refine((body) => body.action === 'delete' || !!body.group_id, {
    path: ['group_id'],
    error: 'bulk_group_required',
  });
export type BulkContactsRequest = z.input<typeof bulkContactsSchema>;

export const groupNameSchema = z.object({
  name: z.string({ error: 'group_name_required' }).trim().min(1, 'group_name_required').max(60),
});
export type GroupNameRequest = z.input<typeof groupNameSchema>;

export const groupListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
});

const column = z
  .number({ error: 'import_column_invalid' })
  .int('import_column_invalid')
  .min(0, 'import_column_invalid');

/** Which column of the file holds what; columns count from 0. */
export const importMappingSchema = z.object({
  phone: column,
  name: column.nullish(),
  email: column.nullish(),
  /** A column naming a group per row (groups missing by that name are created). */
  group: column.nullish(),
  custom_fields: z
    .array(
      z.object({
        column,
        key: z
          .string({ error: 'custom_field_key_invalid' })
          .regex(CUSTOM_FIELD_KEY_PATTERN, 'custom_field_key_invalid')
          .refine(
            (key) => !(RESERVED_FIELD_KEYS as readonly string[]).includes(key),
            'custom_field_key_reserved',
          ),
      }),
      { error: 'not_a_list' },
    )
    .max(MAX_CUSTOM_FIELDS, 'custom_fields_too_many')
    .default([])
    .refine(
      (fields) => new Set(fields.map((f) => f.key)).size === fields.length,
      'custom_field_key_duplicate',
    ),
  /** A group every imported contact joins. */
  group_id: z.uuid({ error: 'group_not_found' }).nullish(),
});
export type ImportMapping = z.output<typeof importMappingSchema>;
export type ImportMappingRequest = z.input<typeof importMappingSchema>;

// ---- answers ----

export const groupRefSchema = z.object({ id: z.string(), name: z.string() });

export const contactSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** E.164. */
  phone: z.string(),
  email: z.string().nullable(),
  custom_fields: z.record(z.string(), z.string()),
  groups: z.array(groupRefSchema),
  /** The inbox's labels on the contact, by name. */
  labels: z.array(labelRefSchema),
  opted_out: z.boolean(),
  opted_out_at: z.string().nullable(),
  source: z.enum(CONTACT_SOURCES),
  /** Whether the number is on WhatsApp as last checked (null: never checked), and when. */
  on_whatsapp: z.boolean().nullable(),
  whatsapp_checked_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactsPageSchema = pagedListSchema(contactSchema);
export type ContactsPage = z.infer<typeof contactsPageSchema>;

export const deletedContactSchema = z.object({ detail: z.string(), contact_id: z.string() });
export const bulkContactsAnswerSchema = z.object({ detail: z.string(), affected: z.number().int() });
export type BulkContactsAnswer = z.infer<typeof bulkContactsAnswerSchema>;

export const contactGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  member_count: z.number().int(),
  created_at: z.string(),
});
export type ContactGroup = z.infer<typeof contactGroupSchema>;
export const contactGroupsPageSchema = paginatedSchema(contactGroupSchema);
export const deletedGroupSchema = z.object({ detail: z.string(), group_id: z.string() });

export const contactImportSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  created_count: z.number().int(),
  updated_count: z.number().int(),
  error_count: z.number().int(),
  failure_reason: z.string().nullable(),
  /** Set once it was started with a mapping. */
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
});
export type ContactImport = z.infer<typeof contactImportSchema>;

/** What an upload answers: the file's columns and first rows, to map them. */
export const importPreviewSchema = contactImportSchema.extend({
  headers: z.array(z.string()),
  sample_rows: z.array(z.array(z.string())),
  /** A mapping guessed from the headers (phone, name, email, group), to start from. */
  suggested_mapping: z.object({
    phone: z.number().int().nullable(),
    name: z.number().int().nullable(),
    email: z.number().int().nullable(),
    group: z.number().int().nullable(),
  }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The error report's reasons as a person reads them (the CSV's reason column). */
export const IMPORT_ROW_ERROR_TEXTS: Record<(typeof IMPORT_ROW_ERRORS)[number], string> = {
  invalid_number: 'Invalid number',
  duplicate: 'Duplicate in the file',
  over_plan_limit: 'Over the plan limit',
  invalid_email: 'Invalid email',
  missing_phone: 'Missing phone number',
};

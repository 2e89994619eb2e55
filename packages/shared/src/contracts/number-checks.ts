import { z } from 'zod';
import { NUMBER_CHECK_SOURCES, NUMBER_CHECK_STATUSES } from '../number-checks.ts';
import { contactFilterSchema, MAX_BULK_CONTACTS } from './contacts.ts';

/**
 * Checking whether numbers are on WhatsApp: for some contacts, every contact matching the list's
 * filter, a group, an import's contacts, or the REST API's numbers. Paced per device; each answer
 * is kept on the contact with its date and reused while fresh.
 */

export { NUMBER_CHECK_API_PATHS, NUMBER_CHECKS_PATHS } from './number-checks.paths.ts';

/** An answer younger than this is reused instead of asking WhatsApp again (unless `recheck`). */
export const NUMBER_CHECK_FRESH_DAYS = 7;
/** Numbers one REST API request may check. */
export const MAX_API_CHECK_NUMBERS = 1000;

/**
 * Why a queued or running check is not moving now: no device of the account is connected, every
 * connected device has asked its hourly number of checks, or another check of the account goes first.
 */
export const NUMBER_CHECK_WAITS = ['no_device', 'hourly_limit', 'other_check'] as const;
export type NumberCheckWait = (typeof NUMBER_CHECK_WAITS)[number];

// ---- requests ----

export const numberCheckIdParamsSchema = z.object({
  check_id: z.uuid({ error: 'number_check_not_found' }),
});

/** One of: contacts by id, every contact matching the list's filter, a group's, an import's. */
export const startNumberCheckSchema = z
  .object({
    contact_ids: z
      .array(z.uuid({ error: 'contact_not_found' }), { error: 'contact_ids_required' })
      .min(1, 'contact_ids_required')
      .max(MAX_BULK_CONTACTS, 'too_many_contacts')
      .optional(),
    filter: contactFilterSchema.optional(),
    group_id: z.uuid({ error: 'group_not_found' }).optional(),
    import_id: z.uuid({ error: 'import_not_found' }).optional(),
    /** Ask WhatsApp again even for numbers checked in the last days. */
    recheck: z.boolean({ error: 'not_a_boolean' }).default(false),
  })
  .refine(
    (body) => [body.contact_ids, body.filter, body.group_id, body.import_id].filter(Boolean).length === 1,
    { path: ['non_field_errors'], error: 'number_check_target_required' },
  );
export type StartNumberCheckRequest = z.input<typeof startNumberCheckSchema>;

export const apiNumberCheckRequestSchema = z.object({
  numbers: z
    .array(z.string({ error: 'not_text' }).trim().min(1, 'number_check_number_invalid').max(40), {
      error: 'not_a_list',
    })
    .min(1, 'number_check_numbers_required')
    .max(MAX_API_CHECK_NUMBERS, 'number_check_too_many')
    .describe(
      "Phone numbers with their country code (+62812…), or local numbers of the account's country; each one is checked once",
    ),
  recheck: z
    .boolean({ error: 'not_a_boolean' })
    .default(false)
    .describe('Ask WhatsApp again even for numbers checked in the last 7 days'),
});
export type ApiNumberCheckRequest = z.input<typeof apiNumberCheckRequestSchema>;

// ---- answers ----

export const numberCheckSchema = z.object({
  id: z.string(),
  source: z.enum(NUMBER_CHECK_SOURCES),
  status: z.enum(NUMBER_CHECK_STATUSES),
  /** Distinct numbers to check. */
  total: z.number().int(),
  /** Answered so far, from the cache or by WhatsApp. */
  checked: z.number().int(),
  on_whatsapp: z.number().int(),
  not_on_whatsapp: z.number().int(),
  /** Why a queued or running check is not moving now (null: it is, or it has ended). */
  waiting: z.enum(NUMBER_CHECK_WAITS).nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type NumberCheck = z.infer<typeof numberCheckSchema>;

export const numberChecksListSchema = z.object({ results: z.array(numberCheckSchema) });
export type NumberChecksList = z.infer<typeof numberChecksListSchema>;

export const numberAnswerSchema = z.object({
  /** E.164. */
  number: z.string(),
  /** null: not checked yet. */
  on_whatsapp: z.boolean().nullable(),
  /** When WhatsApp was asked (for a cached answer, when it was asked then). */
  checked_at: z.string().nullable(),
});
export type NumberAnswer = z.infer<typeof numberAnswerSchema>;

export const apiNumberCheckSchema = numberCheckSchema.extend({
  /** Every number of the check in the order sent: answered ones carry their answer. */
  results: z.array(numberAnswerSchema),
});
export type ApiNumberCheck = z.infer<typeof apiNumberCheckSchema>;

import { z } from 'zod';
import type { ErrorRef } from '../errors/error-texts.ts';
import { MEDIA_KINDS, MEDIA_MAX_BYTES, type MediaKind } from '../media.ts';
import { pagedListSchema } from '../paging.ts';

/** Content templates: a message with variables and spintax, and an optional attachment. */

export { TEMPLATES_PATHS } from './templates.paths.ts';

/** A trashed template is deleted for good this many days after it was trashed. */
export const TEMPLATE_TRASH_DAYS = 30;
export const TEMPLATE_NAME_MAX = 100;
/** WhatsApp's limit for a text message. */
export const TEMPLATE_BODY_MAX = 4096;
export const DEFAULT_TEMPLATES_PAGE_SIZE = 20;

/**
 * What an attachment may be, by its declared type; the kind decides the size limit. The server
 * checks the file's first bytes against the type too.
 */
export const MEDIA_MIMETYPES: Record<string, MediaKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'video/mp4': 'video',
  'video/3gpp': 'video',
  'audio/ogg': 'audio',
  'audio/mpeg': 'audio',
  'audio/mp4': 'audio',
  'audio/aac': 'audio',
  'application/pdf': 'document',
  'application/msword': 'document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.ms-excel': 'document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'document',
  'application/vnd.ms-powerpoint': 'document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'document',
  'text/plain': 'document',
  'text/csv': 'document',
  'application/zip': 'document',
};

/** A size as the limits are written ("16 MB"). */
export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Why a file cannot be attached (its type, or its size for that type), as the server would
 * answer, so a page can say so before uploading; null when it may be sent.
 */
export function attachmentProblem(file: { type: string; name: string; size: number }): ErrorRef | null {
  const kind = Object.hasOwn(MEDIA_MIMETYPES, file.type) ? MEDIA_MIMETYPES[file.type] : undefined;
  if (!kind) return { code: 'media_type_not_allowed', params: { mimetype: file.type || file.name } };
  if (file.size > MEDIA_MAX_BYTES[kind])
    return { code: 'media_too_large', params: { limit: megabytes(MEDIA_MAX_BYTES[kind]) } };
  return null;
}

// ---- requests ----

export const templateIdParamsSchema = z.object({ template_id: z.uuid({ error: 'template_not_found' }) });
export const mediaIdParamsSchema = z.object({ media_id: z.uuid({ error: 'media_not_found' }) });

export const templatesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(DEFAULT_TEMPLATES_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});
export type TemplatesQuery = z.input<typeof templatesQuerySchema>;

const templateName = z
  .string({ error: 'template_name_required' })
  .trim()
  .min(1, 'template_name_required')
  .max(TEMPLATE_NAME_MAX, 'too_long');
const templateBody = z
  .string({ error: 'template_body_required' })
  .max(TEMPLATE_BODY_MAX, 'too_long')
  .refine((body) => body.trim().length > 0, 'template_body_required');
const mediaId = z.uuid({ error: 'media_not_found' }).nullable();

export const createTemplateSchema = z.object({
  name: templateName,
  body: templateBody,
  /** An uploaded attachment's id, or null for none. */
  media_id: mediaId.optional(),
});
export type CreateTemplateRequest = z.input<typeof createTemplateSchema>;

export const updateTemplateSchema = z.object({
  name: templateName.optional(),
  body: templateBody.optional(),
  media_id: mediaId.optional(),
});
export type UpdateTemplateRequest = z.input<typeof updateTemplateSchema>;

// ---- answers ----

export const templateMediaSchema = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  mimetype: z.string(),
  file_name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Where the browser reads it (the account's session). */
  url: z.string(),
});
export type TemplateMedia = z.infer<typeof templateMediaSchema>;

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  body: z.string(),
  media: templateMediaSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set while it is in the trash, with the date it is deleted for good. */
  deleted_at: z.string().nullable(),
  purge_at: z.string().nullable(),
});
export type ContentTemplate = z.infer<typeof templateSchema>;

export const templatesPageSchema = pagedListSchema(templateSchema);
export type TemplatesPage = z.infer<typeof templatesPageSchema>;

export const templateVariablesSchema = z.object({
  /** name, phone, email. */
  built_in: z.array(z.string()),
  /** The keys of custom fields the account's contacts have. */
  custom_fields: z.array(z.string()),
});
export type TemplateVariables = z.infer<typeof templateVariablesSchema>;

export const deletedTemplateSchema = z.object({ detail: z.string(), template_id: z.string() });
export type DeletedTemplate = z.infer<typeof deletedTemplateSchema>;

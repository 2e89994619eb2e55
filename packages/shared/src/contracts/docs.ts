import { z } from 'zod';
import { int32Field } from '../validation/fields.ts';

/**
 * The docs site (spec 2 "Docs site", 3 "Docs section", 7 the sections and content calls) and its
 * staff editing. Every title and body has four variants, en, id, bn and my; the site shows the
 * reader's language and falls back to English where a variant is empty. Bodies are Markdown.
 */

export { DOCS_ADMIN_PATHS, DOCS_PATHS } from './docs.paths.ts';

export const DOCS_LANGUAGES = ['en', 'id', 'bn', 'my'] as const;

/** URL slugs: lowercase letters and digits, words joined by single hyphens. */
export const DOC_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DOC_SLUG_MAX = 80;
export const DOC_TITLE_MAX = 200;
/** About 200 pages of text; a body longer than that is a mistake, not a document. */
export const DOC_BODY_MAX = 200_000;

// ---- answers (public) ----

const titles = {
  title_en: z.string(),
  title_bn: z.string(),
  title_id: z.string(),
  title_my: z.string(),
};

const bodies = {
  body_en: z.string(),
  body_bn: z.string(),
  body_id: z.string(),
  body_my: z.string(),
};

export const docContentItemSchema = z.object({ id: z.number().int(), slug_field: z.string(), ...titles });
export type DocContentItem = z.infer<typeof docContentItemSchema>;

export const docSectionSchema = z.object({
  slug_field: z.string(),
  ...titles,
  doc_contents: z.array(docContentItemSchema),
});
export type DocSection = z.infer<typeof docSectionSchema>;
export const docSectionsSchema = z.array(docSectionSchema);

export const docContentSchema = z.object({
  id: z.number().int(),
  slug_field: z.string(),
  section_slug: z.string(),
  ...titles,
  ...bodies,
});
export type DocContent = z.infer<typeof docContentSchema>;

// ---- requests (public) ----

export const docContentQuerySchema = z.object({
  slug: z.string().max(DOC_SLUG_MAX, 'too_long'),
  'section-slug': z.string().max(DOC_SLUG_MAX, 'too_long'),
});

// ---- staff ----

const slugField = z
  .string()
  .trim()
  .min(1, 'required')
  .max(DOC_SLUG_MAX, 'too_long')
  .regex(DOC_SLUG_PATTERN, 'doc_slug_format');
const titleEn = z.string().trim().min(1, 'required').max(DOC_TITLE_MAX, 'too_long');
const otherTitle = z.string().trim().max(DOC_TITLE_MAX, 'too_long');
const body = z.string().max(DOC_BODY_MAX, 'too_long');

const titleFields = { title_en: titleEn, title_id: otherTitle, title_bn: otherTitle, title_my: otherTitle };
const bodyFields = { body_en: body, body_id: body, body_bn: body, body_my: body };

export const docSectionIdParamsSchema = z.object({
  section_id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const docContentIdParamsSchema = z.object({
  content_id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const createDocSectionSchema = z.object({
  slug_field: slugField,
  ...titleFields,
  title_id: otherTitle.default(''),
  title_bn: otherTitle.default(''),
  title_my: otherTitle.default(''),
  is_published: z.boolean().default(true),
});
export type CreateDocSectionRequest = z.input<typeof createDocSectionSchema>;

export const updateDocSectionSchema = z
  .object({ slug_field: slugField, ...titleFields, is_published: z.boolean() })
  .partial();
export type UpdateDocSectionRequest = z.input<typeof updateDocSectionSchema>;

export const createDocContentSchema = z.object({
  section_id: int32Field().min(1, 'invalid_id'),
  slug_field: slugField,
  title_en: titleEn,
  title_id: otherTitle.default(''),
  title_bn: otherTitle.default(''),
  title_my: otherTitle.default(''),
  body_en: body.default(''),
  body_id: body.default(''),
  body_bn: body.default(''),
  body_my: body.default(''),
  is_published: z.boolean().default(true),
});
export type CreateDocContentRequest = z.input<typeof createDocContentSchema>;

/** Any of a document's fields; `section_id` moves it to another section (at its end). */
export const updateDocContentSchema = z
  .object({
    section_id: int32Field().min(1, 'invalid_id'),
    slug_field: slugField,
    ...titleFields,
    ...bodyFields,
    is_published: z.boolean(),
  })
  .partial();
export type UpdateDocContentRequest = z.input<typeof updateDocContentSchema>;

export const docOrderSchema = z.object({
  ids: z.array(int32Field().min(1, 'invalid_id')).max(1000, 'too_long'),
});
export type DocOrderRequest = z.input<typeof docOrderSchema>;

const staffState = {
  position: z.number().int(),
  is_published: z.boolean(),
  /** True once staff changed it: the repository's file no longer replaces it at start. */
  staff_edited: z.boolean(),
  from_repository: z.boolean(),
  updated_at: z.string(),
};

export const adminDocContentItemSchema = docContentItemSchema.extend({
  section_id: z.number().int(),
  ...staffState,
});
export type AdminDocContentItem = z.infer<typeof adminDocContentItemSchema>;

export const adminDocSectionSchema = z.object({
  id: z.number().int(),
  slug_field: z.string(),
  ...titles,
  ...staffState,
  doc_contents: z.array(adminDocContentItemSchema),
});
export type AdminDocSection = z.infer<typeof adminDocSectionSchema>;
export const adminDocSectionsSchema = z.array(adminDocSectionSchema);

export const adminDocContentSchema = adminDocContentItemSchema.extend({
  section_slug: z.string(),
  ...bodies,
});
export type AdminDocContent = z.infer<typeof adminDocContentSchema>;

import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The docs site's sections and documents, each with its text in the four docs languages (en, id, bn,
 * my; an empty variant falls back to English on the site). Rows loaded from the repository's Markdown
 * files (`apps/server/docs-content/`) keep the hash of the files they came from (`source_hash`);
 * `staff_edited_at` marks a row whose text staff changed since, which start-up loading then never
 * overwrites; `staff_ordered_at` marks a row staff moved, whose position loading then keeps (order is
 * not content: a moved row still takes the repository's new text).
 */
const localizedTitles = {
  titleEn: text('title_en').notNull(),
  titleId: text('title_id').notNull().default(''),
  titleBn: text('title_bn').notNull().default(''),
  titleMy: text('title_my').notNull().default(''),
};

const provenance = {
  position: integer('position').notNull().default(0),
  isPublished: boolean('is_published').notNull().default(true),
  sourceHash: text('source_hash'),
  staffEditedAt: timestamp('staff_edited_at', { withTimezone: true }),
  staffOrderedAt: timestamp('staff_ordered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const docSections = pgTable(
  'doc_sections',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    ...localizedTitles,
    ...provenance,
  },
  (t) => [uniqueIndex('doc_sections_slug_key').on(t.slug), index('doc_sections_position_idx').on(t.position)],
);

export const docContents = pgTable(
  'doc_contents',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => docSections.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    ...localizedTitles,
    bodyEn: text('body_en').notNull().default(''),
    bodyId: text('body_id').notNull().default(''),
    bodyBn: text('body_bn').notNull().default(''),
    bodyMy: text('body_my').notNull().default(''),
    ...provenance,
  },
  (t) => [
    uniqueIndex('doc_contents_section_slug_key').on(t.sectionId, t.slug),
    index('doc_contents_section_position_idx').on(t.sectionId, t.position),
  ],
);

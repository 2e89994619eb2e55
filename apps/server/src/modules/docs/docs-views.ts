import type {
  AdminDocContent,
  AdminDocContentItem,
  AdminDocSection,
  DocContent,
  DocContentItem,
  DocSection,
} from '@siar/shared';
import type { DocContentRow, DocContentTitles, DocSectionRow } from './docs.repo.ts';

type Titled = Pick<DocSectionRow, 'titleEn' | 'titleId' | 'titleBn' | 'titleMy'>;
type Tracked = Pick<DocSectionRow, 'position' | 'isPublished' | 'sourceHash' | 'staffEditedAt' | 'updatedAt'>;

function titles(row: Titled) {
  return { title_en: row.titleEn, title_bn: row.titleBn, title_id: row.titleId, title_my: row.titleMy };
}

function bodies(row: DocContentRow) {
  return { body_en: row.bodyEn, body_bn: row.bodyBn, body_id: row.bodyId, body_my: row.bodyMy };
}

function staffState(row: Tracked) {
  return {
    position: row.position,
    is_published: row.isPublished,
    staff_edited: row.staffEditedAt !== null,
    from_repository: row.sourceHash !== null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toDocContentItem(row: DocContentTitles): DocContentItem {
  return { id: row.id, slug_field: row.slug, ...titles(row) };
}

/** The sections answer: each section with its documents, both already in order. */
export function toDocSections(sections: DocSectionRow[], contents: DocContentTitles[]): DocSection[] {
  return sections.map((section) => ({
    slug_field: section.slug,
    ...titles(section),
    doc_contents: contents.filter((c) => c.sectionId === section.id).map(toDocContentItem),
  }));
}

export function toDocContent(row: DocContentRow, sectionSlug: string): DocContent {
  return { id: row.id, slug_field: row.slug, section_slug: sectionSlug, ...titles(row), ...bodies(row) };
}

export function toAdminDocContentItem(row: DocContentTitles): AdminDocContentItem {
  return { ...toDocContentItem(row), section_id: row.sectionId, ...staffState(row) };
}

export function toAdminDocSections(
  sections: DocSectionRow[],
  contents: DocContentTitles[],
): AdminDocSection[] {
  return sections.map((section) => ({
    id: section.id,
    slug_field: section.slug,
    ...titles(section),
    ...staffState(section),
    doc_contents: contents.filter((c) => c.sectionId === section.id).map(toAdminDocContentItem),
  }));
}

export function toAdminDocContent(row: DocContentRow, sectionSlug: string): AdminDocContent {
  return { ...toAdminDocContentItem(row), section_slug: sectionSlug, ...bodies(row) };
}

import type { DocContent, DocSection } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { findPublishedContent, listContentTitles, listSections } from './docs.repo.ts';
import { toDocContent, toDocSections } from './docs-views.ts';

/** The public docs: only published sections and documents, in order. */
export async function publishedSections(db: Database): Promise<DocSection[]> {
  const [sections, contents] = await Promise.all([listSections(db, true), listContentTitles(db, true)]);
  return toDocSections(sections, contents);
}

export async function publishedContent(db: Database, sectionSlug: string, slug: string): Promise<DocContent> {
  const found = await findPublishedContent(db, sectionSlug, slug);
  if (!found) throw AppError.notFound('doc_not_found');
  return toDocContent(found.content, found.sectionSlug);
}

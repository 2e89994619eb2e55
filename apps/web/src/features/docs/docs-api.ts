import { DOCS_PATHS, type DocContent, type DocSection } from '@siar/shared';
import { api } from '../../api/client.ts';

export function fetchDocSections(): Promise<DocSection[]> {
  return api.get<DocSection[]>(DOCS_PATHS.sections);
}

export function fetchDocContent(sectionSlug: string, contentSlug: string): Promise<DocContent> {
  return api.get<DocContent>(DOCS_PATHS.content, {
    query: { slug: contentSlug, 'section-slug': sectionSlug },
  });
}

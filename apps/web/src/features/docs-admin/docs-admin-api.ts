import {
  type AdminDocContent,
  type AdminDocSection,
  type CreateDocContentRequest,
  type CreateDocSectionRequest,
  DOCS_ADMIN_PATHS,
  fillPath,
  type UpdateDocContentRequest,
  type UpdateDocSectionRequest,
} from '@siar/shared';
import { api } from '../../api/client.ts';

export function fetchDocsTree(): Promise<AdminDocSection[]> {
  return api.get<AdminDocSection[]>(DOCS_ADMIN_PATHS.sections);
}

export function createDocSection(input: CreateDocSectionRequest): Promise<AdminDocSection[]> {
  return api.post<AdminDocSection[]>(DOCS_ADMIN_PATHS.sections, input);
}

export function updateDocSection(id: number, input: UpdateDocSectionRequest): Promise<AdminDocSection[]> {
  return api.patch<AdminDocSection[]>(fillPath(DOCS_ADMIN_PATHS.section, { section_id: String(id) }), input);
}

export function orderDocSections(ids: number[]): Promise<AdminDocSection[]> {
  return api.put<AdminDocSection[]>(DOCS_ADMIN_PATHS.sectionsOrder, { ids });
}

export function orderDocContents(sectionId: number, ids: number[]): Promise<AdminDocSection[]> {
  return api.put<AdminDocSection[]>(
    fillPath(DOCS_ADMIN_PATHS.contentsOrder, { section_id: String(sectionId) }),
    {
      ids,
    },
  );
}

export function fetchDocForStaff(id: number): Promise<AdminDocContent> {
  return api.get<AdminDocContent>(fillPath(DOCS_ADMIN_PATHS.content, { content_id: String(id) }));
}

export function createDoc(input: CreateDocContentRequest): Promise<AdminDocContent> {
  return api.post<AdminDocContent>(DOCS_ADMIN_PATHS.contents, input);
}

export function updateDoc(id: number, input: UpdateDocContentRequest): Promise<AdminDocContent> {
  return api.patch<AdminDocContent>(fillPath(DOCS_ADMIN_PATHS.content, { content_id: String(id) }), input);
}

export function restoreDoc(id: number): Promise<AdminDocContent> {
  return api.post<AdminDocContent>(fillPath(DOCS_ADMIN_PATHS.contentRestore, { content_id: String(id) }), {});
}

import {
  type ContentTemplate,
  type CreateTemplateRequest,
  type DeletedTemplate,
  fillPath,
  TEMPLATES_PATHS,
  type TemplateMedia,
  type TemplatesPage,
  type TemplateVariables,
  type UpdateTemplateRequest,
} from '@siar/shared';
import { api } from '../../api/client.ts';

/** How many templates a page of the table shows. */
export const TEMPLATES_PAGE_SIZE = 20;

const templatePath = (id: string) => fillPath(TEMPLATES_PATHS.template, { template_id: id });

/** A page of the live templates (newest first) or of the trash (soonest purged first). */
export function fetchTemplates(list: 'live' | 'trash', page: number, search: string): Promise<TemplatesPage> {
  return api.get(list === 'live' ? TEMPLATES_PATHS.templates : TEMPLATES_PATHS.trash, {
    query: { page, page_size: TEMPLATES_PAGE_SIZE, search: search.trim() || undefined },
  });
}

export function fetchTemplateVariables(): Promise<TemplateVariables> {
  return api.get(TEMPLATES_PATHS.variables);
}

export function createTemplate(input: CreateTemplateRequest): Promise<ContentTemplate> {
  return api.post(TEMPLATES_PATHS.templates, input);
}

export function updateTemplate(id: string, patch: UpdateTemplateRequest): Promise<ContentTemplate> {
  return api.patch(templatePath(id), patch);
}

/** Moves it to the trash; the answer carries its purge date. */
export function trashTemplate(id: string): Promise<ContentTemplate> {
  return api.delete(templatePath(id));
}

export function restoreTemplate(id: string): Promise<ContentTemplate> {
  return api.post(fillPath(TEMPLATES_PATHS.restore, { template_id: id }));
}

export function deleteTemplateForever(id: string): Promise<DeletedTemplate> {
  return api.delete(fillPath(TEMPLATES_PATHS.trashed, { template_id: id }));
}

/** Uploads an attachment; a template refers to it by its id once saved. */
export function uploadTemplateMedia(file: File): Promise<TemplateMedia> {
  const form = new FormData();
  form.append('file', file);
  return api.post(TEMPLATES_PATHS.media, form);
}

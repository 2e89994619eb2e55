import {
  BUILT_IN_TEMPLATE_VARIABLES,
  type ContentTemplate,
  type CreateTemplateRequest,
  checkTemplate,
  TEMPLATE_TRASH_DAYS,
  type TemplateVariables,
  type UpdateTemplateRequest,
} from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { MediaStore } from '../../storage/index.ts';
import { deleteMediaIfUnused, findMediaMeta } from './media.repo.ts';
import { toTemplate } from './template-view.ts';
import * as repo from './templates.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function templateVariables(db: Database, accountId: string): Promise<TemplateVariables> {
  return {
    built_in: [...BUILT_IN_TEMPLATE_VARIABLES],
    custom_fields: await repo.customFieldKeys(db, accountId),
  };
}

/** Refuses a body whose variables the account's contacts do not have, or whose braces are broken. */
async function checkBody(db: Database, accountId: string, body: string) {
  const { built_in, custom_fields } = await templateVariables(db, accountId);
  const problems = checkTemplate(body, [...built_in, ...custom_fields]);
  if (problems.length > 0) {
    throw AppError.fields({
      body: problems.map(({ code, params }) => (params ? { code, params } : { code })),
    });
  }
}

async function checkMedia(db: Database, accountId: string, mediaId: string | null | undefined) {
  if (mediaId && !(await findMediaMeta(db, accountId, mediaId))) {
    throw AppError.fields({ media_id: 'media_not_found' });
  }
}

export async function templateView(
  db: Database,
  accountId: string,
  templateId: string,
): Promise<ContentTemplate> {
  const record = await repo.findTemplate(db, accountId, templateId);
  if (!record) throw AppError.notFound('template_not_found');
  return toTemplate(record);
}

export async function createTemplate(
  db: Database,
  accountId: string,
  input: CreateTemplateRequest,
): Promise<ContentTemplate> {
  await checkBody(db, accountId, input.body);
  await checkMedia(db, accountId, input.media_id);
  const id = await repo.insertTemplate(db, {
    accountId,
    name: input.name.trim(),
    body: input.body,
    mediaId: input.media_id ?? null,
  });
  return templateView(db, accountId, id);
}

/** Edits a live template; an attachment it no longer carries is deleted when nothing else uses it. */
export async function updateTemplate(
  db: Database,
  accountId: string,
  templateId: string,
  input: UpdateTemplateRequest,
  media: MediaStore,
): Promise<ContentTemplate> {
  if (!(await repo.findTemplate(db, accountId, templateId, false)))
    throw AppError.notFound('template_not_found');
  if (input.body !== undefined) await checkBody(db, accountId, input.body);
  await checkMedia(db, accountId, input.media_id);
  const released = await db.transaction(async (tx) => {
    const before = await repo.updateLiveTemplate(tx, accountId, templateId, {
      name: input.name?.trim(),
      body: input.body,
      mediaId: input.media_id,
    });
    if (!before) throw AppError.notFound('template_not_found');
    if (input.media_id !== undefined && before.mediaId && before.mediaId !== input.media_id) {
      return deleteMediaIfUnused(tx, [before.mediaId]);
    }
    return [];
  });
  // The replaced file's object goes once its row's delete has committed.
  await media.discard(released);
  return templateView(db, accountId, templateId);
}

/** Moves a live template to the trash; it is deleted for good TEMPLATE_TRASH_DAYS later. */
export async function trashTemplate(db: Database, accountId: string, templateId: string, now = new Date()) {
  const purgeAt = new Date(now.getTime() + TEMPLATE_TRASH_DAYS * DAY_MS);
  if (!(await repo.trashTemplate(db, accountId, templateId, now, purgeAt))) {
    throw AppError.notFound('template_not_found');
  }
  return templateView(db, accountId, templateId);
}

export async function restoreTemplate(db: Database, accountId: string, templateId: string) {
  if (!(await repo.restoreTemplate(db, accountId, templateId))) throw AppError.notFound('template_not_found');
  return templateView(db, accountId, templateId);
}

/** Deletes a trashed template for good, and its attachment when nothing else uses it. */
export async function deleteTemplateForever(
  db: Database,
  accountId: string,
  templateId: string,
  media: MediaStore,
) {
  const released = await db.transaction(async (tx) => {
    const deleted = await repo.deleteTrashedTemplate(tx, accountId, templateId);
    if (!deleted) throw AppError.notFound('template_not_found');
    return deleted.mediaId ? deleteMediaIfUnused(tx, [deleted.mediaId]) : [];
  });
  await media.discard(released);
  return { detail: 'Template deleted.', template_id: templateId };
}

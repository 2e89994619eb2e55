import type {
  AdminDocContent,
  AdminDocSection,
  createDocContentSchema,
  createDocSectionSchema,
  updateDocContentSchema,
  updateDocSectionSchema,
} from '@siar/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../auth/sessions.service.ts';
import {
  contentIdsOfSection,
  findContentById,
  findSectionById,
  insertContent,
  insertSection,
  listContentTitles,
  listSections,
  nextContentPosition,
  nextSectionPosition,
  sectionIds,
  setContentPositions,
  setSectionPositions,
  updateContent,
  updateSection,
} from './docs.repo.ts';
import { toAdminDocContent, toAdminDocSections } from './docs-views.ts';

type Staff = Pick<AuthUser, 'id' | 'username'>;
// The row is the staff's now: start-up loading keeps it when its repository file changes.
const edited = () => ({ staffEditedAt: new Date() });

/** Maps the slug indexes to field errors; anything else goes on. */
async function slugChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === 'doc_sections_slug_key') throw AppError.fields({ slug_field: 'doc_section_slug_taken' });
    if (index === 'doc_contents_section_slug_key')
      throw AppError.fields({ slug_field: 'doc_content_slug_taken' });
    throw error;
  }
}

function sameSet(given: number[], existing: number[]) {
  const wanted = new Set(existing);
  return (
    given.length === wanted.size &&
    new Set(given).size === given.length &&
    given.every((id) => wanted.has(id))
  );
}

/** Every section and document, hidden ones too, in order. */
export async function allSections(db: Database): Promise<AdminDocSection[]> {
  const [sections, contents] = await Promise.all([listSections(db, false), listContentTitles(db, false)]);
  return toAdminDocSections(sections, contents);
}

export async function contentForStaff(db: Database, id: number): Promise<AdminDocContent> {
  const found = await findContentById(db, id);
  if (!found) throw AppError.notFound('doc_not_found');
  return toAdminDocContent(found.content, found.sectionSlug);
}

export async function createSection(
  db: Database,
  staff: Staff,
  input: z.output<typeof createDocSectionSchema>,
) {
  return slugChecked(() =>
    db.transaction(async (tx) => {
      const row = await insertSection(tx, {
        slug: input.slug_field,
        titleEn: input.title_en,
        titleId: input.title_id,
        titleBn: input.title_bn,
        titleMy: input.title_my,
        isPublished: input.is_published,
        position: await nextSectionPosition(tx),
        staffEditedAt: new Date(),
      });
      await recordAudit(tx, {
        actor: staff,
        action: 'docs_section.create',
        targetType: 'doc_section',
        targetId: String(row.id),
        accountId: null,
        before: null,
        after: row,
      });
      return row.id;
    }),
  );
}

export async function editSection(
  db: Database,
  staff: Staff,
  id: number,
  input: z.output<typeof updateDocSectionSchema>,
) {
  return slugChecked(() =>
    db.transaction(async (tx) => {
      const before = await findSectionById(tx, id);
      if (!before) throw AppError.notFound('doc_section_not_found');
      const after = await updateSection(tx, id, {
        slug: input.slug_field,
        titleEn: input.title_en,
        titleId: input.title_id,
        titleBn: input.title_bn,
        titleMy: input.title_my,
        isPublished: input.is_published,
        ...edited(),
      });
      await recordAudit(tx, {
        actor: staff,
        action: 'docs_section.update',
        targetType: 'doc_section',
        targetId: String(id),
        accountId: null,
        before,
        after,
      });
    }),
  );
}

export async function createContent(
  db: Database,
  staff: Staff,
  input: z.output<typeof createDocContentSchema>,
): Promise<AdminDocContent> {
  return slugChecked(() =>
    db.transaction(async (tx) => {
      const section = await findSectionById(tx, input.section_id);
      if (!section) throw AppError.fields({ section_id: 'doc_section_not_found' });
      const row = await insertContent(tx, {
        sectionId: section.id,
        slug: input.slug_field,
        titleEn: input.title_en,
        titleId: input.title_id,
        titleBn: input.title_bn,
        titleMy: input.title_my,
        bodyEn: input.body_en,
        bodyId: input.body_id,
        bodyBn: input.body_bn,
        bodyMy: input.body_my,
        isPublished: input.is_published,
        position: await nextContentPosition(tx, section.id),
        staffEditedAt: new Date(),
      });
      await recordAudit(tx, {
        actor: staff,
        action: 'docs_content.create',
        targetType: 'doc_content',
        targetId: String(row.id),
        accountId: null,
        before: null,
        after: row,
      });
      return toAdminDocContent(row, section.slug);
    }),
  );
}

export async function editContent(
  db: Database,
  staff: Staff,
  id: number,
  input: z.output<typeof updateDocContentSchema>,
): Promise<AdminDocContent> {
  return slugChecked(() =>
    db.transaction(async (tx) => {
      const found = await findContentById(tx, id);
      if (!found) throw AppError.notFound('doc_not_found');
      const before = found.content;
      let section = { id: before.sectionId, slug: found.sectionSlug };
      let position: number | undefined;
      if (input.section_id !== undefined && input.section_id !== before.sectionId) {
        const target = await findSectionById(tx, input.section_id);
        if (!target) throw AppError.fields({ section_id: 'doc_section_not_found' });
        section = target;
        position = await nextContentPosition(tx, target.id);
      }
      const after = (await updateContent(tx, id, {
        sectionId: section.id,
        position,
        slug: input.slug_field,
        titleEn: input.title_en,
        titleId: input.title_id,
        titleBn: input.title_bn,
        titleMy: input.title_my,
        bodyEn: input.body_en,
        bodyId: input.body_id,
        bodyBn: input.body_bn,
        bodyMy: input.body_my,
        isPublished: input.is_published,
        ...edited(),
      }))!;
      await recordAudit(tx, {
        actor: staff,
        action: 'docs_content.update',
        targetType: 'doc_content',
        targetId: String(id),
        accountId: null,
        before,
        after,
      });
      return toAdminDocContent(after, section.slug);
    }),
  );
}

export async function reorderSections(db: Database, staff: Staff, ids: number[]) {
  await db.transaction(async (tx) => {
    const existing = await sectionIds(tx);
    if (!sameSet(ids, existing)) throw AppError.fields({ ids: 'doc_order_mismatch' });
    const before = (await listSections(tx, false)).map((s) => s.id);
    await setSectionPositions(tx, ids);
    await recordAudit(tx, {
      actor: staff,
      action: 'docs_section.reorder',
      targetType: 'doc_section',
      targetId: 'all',
      accountId: null,
      before: { ids: before },
      after: { ids },
    });
  });
}

export async function reorderContents(db: Database, staff: Staff, sectionId: number, ids: number[]) {
  await db.transaction(async (tx) => {
    if (!(await findSectionById(tx, sectionId))) throw AppError.notFound('doc_section_not_found');
    const existing = await contentIdsOfSection(tx, sectionId);
    if (!sameSet(ids, existing)) throw AppError.fields({ ids: 'doc_order_mismatch' });
    const before = (await listContentTitles(tx, false))
      .filter((c) => c.sectionId === sectionId)
      .map((c) => c.id);
    await setContentPositions(tx, ids);
    await recordAudit(tx, {
      actor: staff,
      action: 'docs_content.reorder',
      targetType: 'doc_section',
      targetId: String(sectionId),
      accountId: null,
      before: { ids: before },
      after: { ids },
    });
  });
}

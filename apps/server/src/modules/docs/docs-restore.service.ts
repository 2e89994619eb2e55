import type { AdminDocContent } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../auth/sessions.service.ts';
import { findContentById, updateContent } from './docs.repo.ts';
import { readDocsFolder } from './docs-files.ts';
import { docValues } from './docs-loader.ts';
import { toAdminDocContent } from './docs-views.ts';

/**
 * Puts the repository's text back into a document staff edited, and takes the staff mark off, so
 * later releases update it again. Its position and whether it is published stay as staff set them:
 * neither is the document's text. The file is found by the document's section and slug, as loading
 * finds it; a document staff created (or moved away from its file) has no repository version.
 */
export async function restoreContent(
  db: Database,
  staff: Pick<AuthUser, 'id' | 'username'>,
  docsRoot: string,
  id: number,
): Promise<AdminDocContent> {
  const sections = await readDocsFolder(docsRoot);
  return db.transaction(async (tx) => {
    const found = await findContentById(tx, id);
    if (!found) throw AppError.notFound('doc_not_found');
    const file = sections
      .find((s) => s.slug === found.sectionSlug)
      ?.docs.find((d) => d.slug === found.content.slug);
    if (!file || found.content.sourceHash === null) throw AppError.conflict('doc_no_repository_version');
    const { position: _kept, ...text } = docValues(file);
    const after = (await updateContent(tx, id, { ...text, staffEditedAt: null }))!;
    await recordAudit(tx, {
      actor: staff,
      action: 'docs_content.restore',
      targetType: 'doc_content',
      targetId: String(id),
      accountId: null,
      before: found.content,
      after,
    });
    return toAdminDocContent(after, found.sectionSlug);
  });
}

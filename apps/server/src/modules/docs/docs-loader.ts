import type { Database } from '../../db/client.ts';
import {
  findContentBySlug,
  findSectionBySlug,
  insertContent,
  insertSection,
  lockDocsLoad,
  updateContent,
  updateSection,
} from './docs.repo.ts';
import { type DocFile, readDocsFolder, type SectionFile } from './docs-files.ts';

export interface DocsLoadReport {
  added: string[];
  updated: string[];
  /** Files that changed since they were loaded while staff had edited the row: the staff's text stays. */
  keptStaffEdits: string[];
}

type Row = { sourceHash: string | null; staffEditedAt: Date | null; staffOrderedAt: Date | null };

/** What to do with a file whose row exists: nothing, take the file, or keep the staff's edit. */
function decide(row: Row, hash: string): 'same' | 'update' | 'kept' {
  if (row.sourceHash === hash) return 'same';
  return row.staffEditedAt === null ? 'update' : 'kept';
}

/** A file's values for its row; a row staff moved keeps its position (order is not content). */
function forRow<T extends { position: number }>(row: Row, values: T): Omit<T, 'position'> | T {
  if (row.staffOrderedAt === null) return values;
  const { position: _kept, ...rest } = values;
  return rest;
}

const sectionValues = (file: SectionFile) => ({
  titleEn: file.titles.en,
  titleId: file.titles.id,
  titleBn: file.titles.bn,
  titleMy: file.titles.my,
  position: file.order,
  sourceHash: file.hash,
});

export const docValues = (file: DocFile) => ({
  titleEn: file.titles.en,
  titleId: file.titles.id,
  titleBn: file.titles.bn,
  titleMy: file.titles.my,
  bodyEn: file.bodies.en,
  bodyId: file.bodies.id,
  bodyBn: file.bodies.bn,
  bodyMy: file.bodies.my,
  position: file.order,
  sourceHash: file.hash,
});

/**
 * Brings the repository's docs into the database: new files are added, files changed since their
 * last load replace their rows unless staff edited those rows (then the staff's text stays and the
 * report says so). Rows are never deleted here: staff hide what should go. Processes starting
 * together take turns on an advisory lock.
 */
export async function loadDocs(db: Database, root: string): Promise<DocsLoadReport> {
  const sections = await readDocsFolder(root);
  const report: DocsLoadReport = { added: [], updated: [], keptStaffEdits: [] };
  await db.transaction(async (tx) => {
    await lockDocsLoad(tx);
    for (const file of sections) {
      let section = await findSectionBySlug(tx, file.slug);
      if (!section) {
        section = await insertSection(tx, { slug: file.slug, ...sectionValues(file) });
        report.added.push(file.slug);
      } else {
        const action = decide(section, file.hash);
        if (action === 'update') await updateSection(tx, section.id, forRow(section, sectionValues(file)));
        if (action !== 'same') report[action === 'update' ? 'updated' : 'keptStaffEdits'].push(file.slug);
      }
      for (const doc of file.docs) {
        const name = `${file.slug}/${doc.slug}`;
        const row = await findContentBySlug(tx, section.id, doc.slug);
        if (!row) {
          await insertContent(tx, { sectionId: section.id, slug: doc.slug, ...docValues(doc) });
          report.added.push(name);
          continue;
        }
        const action = decide(row, doc.hash);
        if (action === 'update') await updateContent(tx, row.id, forRow(row, docValues(doc)));
        if (action !== 'same') report[action === 'update' ? 'updated' : 'keptStaffEdits'].push(name);
      }
    }
  });
  return report;
}

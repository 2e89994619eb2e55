import { IMPORT_PREVIEW_ROWS, IMPORT_ROW_ERROR_TEXTS, type ImportMapping } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { toContactImport } from './contact-view.ts';
import type { ContactJobs } from './contacts.jobs.ts';
import { ownGroupIds } from './contacts.repo.ts';
import { csvLines } from './csv-writer.ts';
import { detectFormat, parseImportFile, suggestMapping } from './import-file.ts';
import * as repo from './imports.repo.ts';

// An import in three steps: the upload is read whole (a file that cannot be read is refused and
// nothing is kept) and answers a preview; the start takes the column mapping and queues the job;
// the page follows the counts and may download the refused rows.

export interface ImportDeps {
  db: Database;
  jobs: ContactJobs;
}

export async function uploadImport(
  db: Database,
  caller: { accountId: string; userId: string },
  upload: { fileName: string; bytes: Buffer },
) {
  const format = detectFormat(upload.fileName, upload.bytes);
  if (!format) throw AppError.badRequest('import_file_type');
  const file = await parseImportFile(format, upload.bytes);
  const row = await repo.insertImport(db, {
    accountId: caller.accountId,
    createdBy: caller.userId,
    fileName: upload.fileName.slice(0, 200),
    format,
    file: upload.bytes,
    totalRows: file.rows.length,
  });
  return {
    ...toContactImport(row),
    headers: file.headers,
    sample_rows: file.rows
      .slice(0, IMPORT_PREVIEW_ROWS)
      .map((r) => file.headers.map((_, i) => r.cells[i] ?? '')),
    suggested_mapping: suggestMapping(file.headers),
  };
}

async function ownImport(db: Database, accountId: string, importId: string) {
  const row = await repo.findImport(db, accountId, importId);
  if (!row) throw AppError.notFound('import_not_found');
  return row;
}

export async function importView(db: Database, accountId: string, importId: string) {
  return toContactImport(await ownImport(db, accountId, importId));
}

export async function startImport(
  deps: ImportDeps,
  accountId: string,
  importId: string,
  mapping: ImportMapping,
) {
  const { db } = deps;
  const row = await ownImport(db, accountId, importId);
  const stored = await repo.importFile(db, importId);
  const file = await parseImportFile(row.format as 'csv' | 'xlsx', stored!.file);
  const columns = [mapping.phone, mapping.name, mapping.email, mapping.group].map((c, i) => [
    ['phone', 'name', 'email', 'group'][i]!,
    c,
  ]);
  for (const [field, column] of columns) {
    if (typeof column === 'number' && column >= file.headers.length)
      throw AppError.fields({ [field as string]: 'import_column_invalid' });
  }
  if (mapping.custom_fields.some((field) => field.column >= file.headers.length))
    throw AppError.fields({ custom_fields: 'import_column_invalid' });
  if (mapping.group_id && (await ownGroupIds(db, accountId, [mapping.group_id])).length === 0)
    throw AppError.fields({ group_id: 'group_not_found' });
  if (!(await repo.startImport(db, accountId, importId, mapping)))
    throw AppError.conflict('import_already_started');
  await deps.jobs.runImport(importId);
  return importView(db, accountId, importId);
}

/** The refused rows as CSV: row, value, reason (in words). */
export async function importErrorReport(db: Database, accountId: string, importId: string) {
  const row = await ownImport(db, accountId, importId);
  const errors = await repo.importErrors(db, importId);
  const csv = csvLines([
    ['row', 'value', 'reason'],
    ...errors.map((e) => [e.row, e.value, IMPORT_ROW_ERROR_TEXTS[e.reason]]),
  ]);
  const base = row.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'import';
  return { fileName: `${base}-errors.csv`, csv };
}

import type { ImportMapping } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { accountCountry } from '../accounts/index.ts';
import { type ImportFormat, parseImportFile } from './import-file.ts';
import * as repo from './imports.repo.ts';
import { planRows } from './run-import.ts';

/**
 * The numbers a finished import wrote (created or updated), in the file's order: its file planned
 * again as the run planned it (the decisions depend on the file alone). Rows refused for the plan's
 * limit are among them but have no contact; the caller looks the contacts up by number. Another
 * account's import answers 404; one still running, 400.
 */
export async function importedPhones(db: Database, accountId: string, importId: string): Promise<string[]> {
  const found = await repo.findImport(db, accountId, importId);
  if (!found) throw AppError.notFound('import_not_found');
  if (found.status !== 'completed') throw AppError.badRequest('number_check_import_unfinished');
  const stored = await repo.importFile(db, importId);
  if (!stored || !found.mapping) return [];
  const file = await parseImportFile(stored.format as ImportFormat, stored.file);
  const planned = await planRows(
    file.rows,
    found.mapping as ImportMapping,
    await accountCountry(db, accountId),
  );
  return planned.flatMap((row) => (row.contact ? [row.contact.phone] : []));
}

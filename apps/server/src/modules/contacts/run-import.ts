import { setImmediate as nextTurn } from 'node:timers/promises';
import { emailField, type ImportMapping, type ImportRowError, normalizeContactPhone } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { accountCountry } from '../accounts/index.ts';
import { contactRoom, lockAccountContacts } from './contact-limit.ts';
import * as contactsRepo from './contacts.repo.ts';
import { groupsByName } from './groups.repo.ts';
import { type ImportFormat, type ImportRow, parseImportFile } from './import-file.ts';
import * as repo from './imports.repo.ts';

// Running a started import, batch by batch. Each batch is one transaction: its contacts (upserted
// by account and phone), its memberships, its refused rows and the progress counters commit
// together, so a crash loses at most the batch in flight, and a run that starts again (or a second
// run at the same time: they take turns on the import's row) goes on from the committed count.
//
// Decisions, the same on every run since they depend only on the file: the first row with a
// number wins, a later row with the same number is refused as a duplicate; a number the account
// has already updates that contact (an empty cell keeps what it had, custom fields are merged, the
// opt-out stays); a new number past the plan's limit is refused as over the plan limit.

export const IMPORT_BATCH_ROWS = 1000;

interface PlannedRow {
  row: number;
  contact?: contactsRepo.ImportedContact;
  group?: string;
  error?: { value: string; reason: ImportRowError };
}

// Rows planned between two turns of the event loop: planning 100,000 rows at once held the process
// for seconds (on a busy machine tens of seconds), and with it every other request.
const PLAN_ROWS_PER_TURN = 1000;

export async function planRows(
  rows: ImportRow[],
  mapping: ImportMapping,
  country: string | undefined,
): Promise<PlannedRow[]> {
  const seen = new Set<string>();
  const cell = (cells: string[], column: number | null | undefined) =>
    column === null || column === undefined ? '' : (cells[column] ?? '');
  const planRow = ({ row, cells }: ImportRow): PlannedRow => {
    const typed = cell(cells, mapping.phone);
    if (!typed) return { row, error: { value: '', reason: 'missing_phone' } };
    const phone = normalizeContactPhone(typed, country);
    if (!phone) return { row, error: { value: typed, reason: 'invalid_number' } };
    if (seen.has(phone)) return { row, error: { value: typed, reason: 'duplicate' } };
    seen.add(phone);
    const email = cell(cells, mapping.email);
    if (email && !emailField.safeParse(email).success)
      return { row, error: { value: email, reason: 'invalid_email' } };
    const customFields: Record<string, string> = {};
    for (const field of mapping.custom_fields) {
      const value = cell(cells, field.column).slice(0, 500);
      if (value) customFields[field.key] = value;
    }
    return {
      row,
      contact: { phone, name: cell(cells, mapping.name).slice(0, 100), email: email || null, customFields },
      group: cell(cells, mapping.group).slice(0, 60) || undefined,
    };
  };
  const planned: PlannedRow[] = [];
  for (let start = 0; start < rows.length; start += PLAN_ROWS_PER_TURN) {
    if (start > 0) await nextTurn();
    for (const row of rows.slice(start, start + PLAN_ROWS_PER_TURN)) planned.push(planRow(row));
  }
  return planned;
}

/** One batch of planned rows, in the caller's transaction with the account's contacts locked. */
async function importBatch(tx: Database, accountId: string, groupId: string | null, planned: PlannedRow[]) {
  const errors = planned.flatMap((p) => (p.error ? [{ row: p.row, ...p.error }] : []));
  const candidates = planned.filter((p) => p.contact);
  let { room } = await contactRoom(tx, accountId);
  // Only a limited plan needs to know which numbers are new (they take the room left).
  const existing =
    room === null
      ? new Set<string>()
      : await contactsRepo.existingPhones(
          tx,
          accountId,
          candidates.map((p) => p.contact!.phone),
        );
  const accepted: PlannedRow[] = [];
  for (const p of candidates) {
    if (room === null || existing.has(p.contact!.phone) || room > 0) {
      if (room !== null && !existing.has(p.contact!.phone)) room--;
      accepted.push(p);
    } else {
      errors.push({ row: p.row, value: p.contact!.phone, reason: 'over_plan_limit' });
    }
  }
  const written = await contactsRepo.upsertContacts(
    tx,
    accountId,
    accepted.map((p) => p.contact!),
  );
  const idByPhone = new Map(written.map((w) => [w.phone, w.id]));
  const groupIds = await groupsByName(tx, accountId, [
    ...new Set(accepted.flatMap((p) => (p.group ? [p.group] : []))),
  ]);
  const memberships = accepted.flatMap((p) => {
    const contactId = idByPhone.get(p.contact!.phone)!;
    const ids = [groupId, p.group ? groupIds.get(p.group.toLowerCase()) : undefined];
    return ids.filter((id): id is string => !!id).map((id) => ({ groupId: id, contactId }));
  });
  await contactsRepo.insertMemberships(tx, accountId, memberships);
  const created = written.filter((w) => w.inserted).length;
  errors.sort((a, b) => a.row - b.row);
  return { processed: planned.length, created, updated: written.length - created, errors };
}

/**
 * Runs the import from where it stands, at most `maxBatches` batches (then answers 'more', so the
 * job queues itself again and other accounts' imports get their turn). Answers 'done' when it is
 * finished, failed, or not running.
 */
export async function runImport(
  db: Database,
  importId: string,
  options: { batchRows?: number; maxBatches?: number } = {},
): Promise<'done' | 'more'> {
  const batchRows = options.batchRows ?? IMPORT_BATCH_ROWS;
  const first = await repo.findImportById(db, importId);
  const stored = await repo.importFile(db, importId);
  if (!first || !stored || first.status !== 'running') return 'done';
  let planned: PlannedRow[];
  try {
    const file = await parseImportFile(stored.format as ImportFormat, stored.file);
    planned = await planRows(
      file.rows,
      first.mapping as ImportMapping,
      await accountCountry(db, first.accountId),
    );
  } catch (error) {
    await repo.finishImport(db, importId, { status: 'failed', reason: (error as Error).message });
    return 'done';
  }
  for (let batch = 0; batch < (options.maxBatches ?? Number.POSITIVE_INFINITY); batch++) {
    const finished = await db.transaction(async (tx) => {
      const current = await repo.lockImport(tx, importId);
      if (current?.status !== 'running') return true;
      const slice = planned.slice(current.processedRows, current.processedRows + batchRows);
      if (slice.length === 0) {
        await repo.finishImport(tx, importId, { status: 'completed' });
        return true;
      }
      await lockAccountContacts(tx, current.accountId);
      await repo.recordBatch(tx, importId, await importBatch(tx, current.accountId, current.groupId, slice));
      return false;
    });
    if (finished) return 'done';
  }
  return 'more';
}

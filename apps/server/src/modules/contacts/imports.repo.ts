import type { ImportMapping, ImportRowError } from '@siar/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactImportErrors, contactImports } from '../../db/schema/index.ts';
import { transition } from '../../db/transitions.ts';

// An import's row, its progress counters and its refused rows (the error report).

export type ContactImportRow = typeof contactImports.$inferSelect;

/** Everything but the file, for the progress the page polls. */
const progressColumns = {
  id: contactImports.id,
  accountId: contactImports.accountId,
  createdBy: contactImports.createdBy,
  fileName: contactImports.fileName,
  format: contactImports.format,
  mapping: contactImports.mapping,
  groupId: contactImports.groupId,
  status: contactImports.status,
  totalRows: contactImports.totalRows,
  processedRows: contactImports.processedRows,
  createdCount: contactImports.createdCount,
  updatedCount: contactImports.updatedCount,
  errorCount: contactImports.errorCount,
  failureReason: contactImports.failureReason,
  createdAt: contactImports.createdAt,
  startedAt: contactImports.startedAt,
  finishedAt: contactImports.finishedAt,
};
export type ImportProgressRow = Omit<ContactImportRow, 'file'>;

export async function insertImport(
  db: Database,
  values: {
    accountId: string;
    createdBy: string;
    fileName: string;
    format: string;
    file: Buffer;
    totalRows: number;
  },
) {
  const [row] = await db.insert(contactImports).values(values).returning(progressColumns);
  return row!;
}

export async function findImport(db: Database, accountId: string, importId: string) {
  const [row] = await db
    .select(progressColumns)
    .from(contactImports)
    .where(and(eq(contactImports.accountId, accountId), eq(contactImports.id, importId)));
  return row;
}

export async function findImportById(db: Database, importId: string) {
  const [row] = await db.select(progressColumns).from(contactImports).where(eq(contactImports.id, importId));
  return row;
}

/** The import (without its file), locked for one batch: runs of the same import take turns. */
export async function lockImport(tx: Database, importId: string) {
  const [row] = await tx
    .select(progressColumns)
    .from(contactImports)
    .where(eq(contactImports.id, importId))
    .for('update');
  return row;
}

export async function importFile(db: Database, importId: string) {
  const [row] = await db
    .select({ format: contactImports.format, file: contactImports.file })
    .from(contactImports)
    .where(eq(contactImports.id, importId));
  return row;
}

/** Pending → running with its mapping; false when it was not pending (started already). */
export async function startImport(
  db: Database,
  accountId: string,
  importId: string,
  mapping: ImportMapping,
): Promise<boolean> {
  const patch = { mapping, groupId: mapping.group_id ?? null, startedAt: sql`now()` };
  const target = { id: importId, scope: { accountId } };
  return !!(await transition(db, 'contactImport', target, ['pending'], 'running', patch, {
    reason: 'mapped',
  }));
}

export async function recordBatch(
  tx: Database,
  importId: string,
  batch: {
    processed: number;
    created: number;
    updated: number;
    errors: { row: number; value: string; reason: ImportRowError }[];
  },
) {
  if (batch.errors.length > 0) {
    await tx.insert(contactImportErrors).values(batch.errors.map((error) => ({ importId, ...error })));
  }
  await tx
    .update(contactImports)
    .set({
      processedRows: sql`${contactImports.processedRows} + ${batch.processed}`,
      createdCount: sql`${contactImports.createdCount} + ${batch.created}`,
      updatedCount: sql`${contactImports.updatedCount} + ${batch.updated}`,
      errorCount: sql`${contactImports.errorCount} + ${batch.errors.length}`,
    })
    .where(eq(contactImports.id, importId));
}

export async function finishImport(
  tx: Database,
  importId: string,
  outcome: { status: 'completed' } | { status: 'failed'; reason: string },
) {
  const failureReason = outcome.status === 'failed' ? outcome.reason : null;
  const patch = { failureReason, finishedAt: sql`now()` };
  const target = { id: importId, scope: 'system' as const };
  await transition(tx, 'contactImport', target, ['running'], outcome.status, patch, {
    reason: failureReason,
  });
}

/** Imports that were started and have not ended: what a sweep resumes after a crash. */
export async function runningImportIds(db: Database) {
  const rows = await db
    .select({ id: contactImports.id })
    .from(contactImports)
    .where(eq(contactImports.status, 'running'));
  return rows.map((row) => row.id);
}

export async function importErrors(db: Database, importId: string) {
  return db
    .select({
      row: contactImportErrors.row,
      value: contactImportErrors.value,
      reason: contactImportErrors.reason,
    })
    .from(contactImportErrors)
    .where(eq(contactImportErrors.importId, importId))
    .orderBy(asc(contactImportErrors.row), asc(contactImportErrors.id));
}

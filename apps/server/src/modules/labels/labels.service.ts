import { type LabelInput, type LabelRef, MAX_LABELS } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';
import * as repo from './labels.repo.ts';

export const listLabels = (db: Database, accountId: string) => repo.listLabels(db, accountId);

/** A name another label has (in any case) is refused by the unique index, whoever saves first. */
async function saving<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (violatedUniqueIndex(error) !== null) throw AppError.fields({ name: 'label_name_taken' });
    throw error;
  }
}

export async function createLabel(db: Database, accountId: string, input: LabelInput): Promise<LabelRef> {
  if ((await repo.countLabels(db, accountId)) >= MAX_LABELS)
    throw AppError.badRequest('label_limit_reached', { limit: MAX_LABELS });
  return saving(repo.insertLabel(db, accountId, input));
}

export async function updateLabel(db: Database, accountId: string, id: string, input: LabelInput) {
  const label = await saving(repo.updateLabel(db, accountId, id, input));
  if (!label) throw AppError.notFound('label_not_found');
  return label;
}

export async function deleteLabel(db: Database, accountId: string, id: string): Promise<void> {
  if (!(await repo.deleteLabel(db, accountId, id))) throw AppError.notFound('label_not_found');
}

/**
 * Labels named by a request must be the account's (another account's is simply not found): a
 * field's problem (400) when named in the body, a 404 when named in the address (`field` null).
 */
export async function checkLabels(db: Database, accountId: string, ids: string[], field: string | null) {
  if (await repo.ownsLabels(db, accountId, ids)) return;
  throw field ? AppError.fields({ [field]: 'label_not_found' }) : AppError.notFound('label_not_found');
}

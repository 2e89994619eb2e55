import type { Database } from '../../db/client.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';
import { toContactGroup } from './contact-view.ts';
import * as repo from './groups.repo.ts';

// Groups: names are unique per account whatever their case (the index on lower(name)).

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueIndex(error) === 'contact_groups_account_name_key')
      throw AppError.fields({ name: 'group_name_taken' });
    throw error;
  }
}

export async function groupView(db: Database, accountId: string, groupId: string) {
  const row = await repo.findGroup(db, accountId, groupId);
  if (!row) throw AppError.notFound('group_not_found');
  return toContactGroup(row);
}

export async function createGroup(db: Database, accountId: string, name: string) {
  const id = await uniqueName(() => repo.insertGroup(db, accountId, name));
  return groupView(db, accountId, id);
}

export async function renameGroup(db: Database, accountId: string, groupId: string, name: string) {
  const renamed = await uniqueName(() => repo.renameGroup(db, accountId, groupId, name));
  if (!renamed) throw AppError.notFound('group_not_found');
  return groupView(db, accountId, groupId);
}

export async function deleteGroup(db: Database, accountId: string, groupId: string) {
  if (!(await repo.deleteGroup(db, accountId, groupId))) throw AppError.notFound('group_not_found');
  return { detail: 'Group deleted successfully', group_id: groupId };
}

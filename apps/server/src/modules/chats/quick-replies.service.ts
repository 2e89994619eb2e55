import { checkTemplate, type QuickReply, type QuickReplyInput } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';
import { templateVariables } from '../templates/templates.service.ts';
import { toQuickReply } from './chats-view.ts';
import * as repo from './quick-replies.repo.ts';

export async function listQuickReplies(db: Database, accountId: string): Promise<QuickReply[]> {
  return (await repo.listQuickReplies(db, accountId)).map(toQuickReply);
}

/** The text's variables must be ones the account's contacts have, as a template's must. */
async function checkText(db: Database, accountId: string, text: string) {
  const { built_in, custom_fields } = await templateVariables(db, accountId);
  const problems = checkTemplate(text, [...built_in, ...custom_fields]);
  if (problems.length > 0)
    throw AppError.fields({
      text: problems.map(({ code, params }) => (params ? { code, params } : { code })),
    });
}

/** A shortcut another quick reply has is refused by the unique index, whoever saves first. */
async function saving<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (violatedUniqueIndex(error) !== null)
      throw AppError.fields({ shortcut: 'quick_reply_shortcut_taken' });
    throw error;
  }
}

export async function createQuickReply(db: Database, accountId: string, input: QuickReplyInput) {
  await checkText(db, accountId, input.text);
  return toQuickReply(await saving(repo.insertQuickReply(db, accountId, input)));
}

export async function updateQuickReply(db: Database, accountId: string, id: string, input: QuickReplyInput) {
  await checkText(db, accountId, input.text);
  const row = await saving(repo.updateQuickReply(db, accountId, id, input));
  if (!row) throw AppError.notFound('quick_reply_not_found');
  return toQuickReply(row);
}

export async function deleteQuickReply(db: Database, accountId: string, id: string) {
  if (!(await repo.deleteQuickReply(db, accountId, id))) throw AppError.notFound('quick_reply_not_found');
}

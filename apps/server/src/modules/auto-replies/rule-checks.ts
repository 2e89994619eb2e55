import type { AutoReplyRuleInput, ErrorRef } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { isAccountMember, ownIds, templateState } from './auto-replies.repo.ts';
import { patternProblem } from './pattern-match.ts';

// What a rule refers to must be the account's own (another account's id is "not found"), its
// template not in the trash, and its regular expression safe to run on every message.

type Problems = Record<string, ErrorRef[]>;

async function checkOwned(db: Database, accountId: string, input: AutoReplyRuleInput, problems: Problems) {
  const owns = async (table: Parameters<typeof ownIds>[2], ids: string[]) =>
    (await ownIds(db, accountId, table, ids)).size === new Set(ids).size;
  if (input.scope === 'devices' && !(await owns('wa_devices', input.device_ids)))
    problems.device_ids = [{ code: 'device_not_found' }];
  if (input.scope === 'channel' && input.channel_id && !(await owns('chat_channels', [input.channel_id])))
    problems.channel_id = [{ code: 'channel_not_found' }];
  if (!(await owns('contact_groups', input.add_group_ids)))
    problems.add_group_ids = [{ code: 'group_not_found' }];
  if (!(await owns('labels', input.add_label_ids))) problems.add_label_ids = [{ code: 'label_not_found' }];
  if (input.assign_user_id && !(await isAccountMember(db, accountId, input.assign_user_id)))
    problems.assign_user_id = [{ code: 'team_member_not_found' }];
  if (input.quick_reply_id && !input.template_id && !(await owns('quick_replies', [input.quick_reply_id])))
    problems.quick_reply_id = [{ code: 'quick_reply_not_found' }];
  if (input.template_id) {
    const state = await templateState(db, accountId, input.template_id);
    if (state !== 'ok')
      problems.template_id = [
        { code: state === 'missing' ? 'template_not_found' : 'auto_reply_template_trashed' },
      ];
  }
}

/** Refuses the rule (400, by field) when it names something the account lacks or an unsafe pattern. */
export async function checkRule(db: Database, accountId: string, input: AutoReplyRuleInput): Promise<void> {
  const problems: Problems = {};
  if (input.trigger === 'regex' && input.pattern) {
    const problem = patternProblem(input.pattern);
    if (problem)
      problems.pattern = [
        'reason' in problem ? { code: problem.code, params: { reason: problem.reason } } : problem,
      ];
  }
  await checkOwned(db, accountId, input, problems);
  if (Object.keys(problems).length > 0) throw AppError.fields(problems);
}

import type { Database } from '../../db/client.ts';
import { findSecuritySettings } from './team.repo.ts';

/** Whether the account's agents see every conversation, or only their own and the unassigned ones. */
export async function agentsSeeAllConversations(db: Database, accountId: string): Promise<boolean> {
  return (await findSecuritySettings(db, accountId)).agentsSeeAllConversations;
}

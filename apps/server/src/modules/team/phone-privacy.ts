import { type AccountRole, maskPhone } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { findHidePhoneNumbers } from './team.repo.ts';

/**
 * Whether the caller sees customers' full numbers, decided here once for every view (contacts,
 * their export, chats): the owner always does; an agent does unless the account hides numbers.
 * Read on every agent's request, so a change of the setting holds from the very next one.
 */
export interface PhonePrivacy {
  hidden: boolean;
  /** The number as this caller may see it. */
  show(phone: string): string;
}

/** What the owner (and any caller but a restricted agent) sees. */
export const NUMBERS_VISIBLE: PhonePrivacy = { hidden: false, show: (phone) => phone };
const HIDDEN: PhonePrivacy = { hidden: true, show: maskPhone };

/** The caller as the guard hands it over (only what the decision needs). */
interface Caller {
  role: AccountRole | null;
  accountId: string;
}

/** What an agent sees when the account hides numbers (`hidden`) or not. */
export const agentPrivacy = (hidden: boolean): PhonePrivacy => (hidden ? HIDDEN : NUMBERS_VISIBLE);

export async function phonePrivacyFor(db: Database, caller: Caller): Promise<PhonePrivacy> {
  if (caller.role !== 'agent') return NUMBERS_VISIBLE;
  return (await findHidePhoneNumbers(db, caller.accountId)) ? HIDDEN : NUMBERS_VISIBLE;
}

import {
  type BulkContactsRequest,
  type CreateContactRequest,
  isMaskedPhone,
  normalizeContactPhone,
  type UpdateContactRequest,
} from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';
import type { ListWindow } from '../../http/list-page.ts';
import { accountCountry } from '../accounts/index.ts';
import { checkLabels } from '../labels/index.ts';
import { NUMBERS_VISIBLE, type PhonePrivacy } from '../team/phone-privacy.ts';
import { assertContactRoom, lockAccountContacts } from './contact-limit.ts';
import { toContact } from './contact-view.ts';
import * as repo from './contacts.repo.ts';
import { type ContactFilter, filterWhere, listContacts } from './contacts-list.repo.ts';
import { exportContacts } from './export-contacts.ts';

// Contacts typed in the panel: one phone number is one contact per account, stored as E.164 and
// read in the account's country when typed in local form. Adding one counts against the plan.
// Every answer shows the number as the caller may see it (`privacy`, team/phone-privacy.ts).

export async function contactView(
  db: Database,
  accountId: string,
  contactId: string,
  privacy: PhonePrivacy = NUMBERS_VISIBLE,
) {
  const row = await repo.findContact(db, accountId, contactId);
  if (!row) throw AppError.notFound('contact_not_found');
  const [contact] = await repo.withGroups(db, accountId, [row]);
  return toContact(contact!, privacy);
}

/**
 * The filter as this caller may run it: while numbers are hidden, a search never matches them and
 * the list is not ordered by them (the order would tell the hidden digits apart, a page at a time).
 */
function asSeenBy(filter: ContactFilter, privacy: PhonePrivacy): ContactFilter {
  if (!privacy.hidden) return filter;
  const byNumber = filter.ordering === 'phone' || filter.ordering === '-phone';
  return { ...filter, numbersHidden: true, ordering: byNumber ? '-created_at' : filter.ordering };
}

export async function contactsPage(
  db: Database,
  accountId: string,
  filter: ContactFilter,
  window: ListWindow,
  privacy: PhonePrivacy = NUMBERS_VISIBLE,
) {
  await assertOwnFilter(db, accountId, filter);
  const { total, rows } = await listContacts(db, accountId, asSeenBy(filter, privacy), window);
  return { total, rows: rows.map((row) => toContact(row, privacy)) };
}

/** The filtered list as a CSV stream; another account's group answers 404, as on the list. */
export async function contactsCsv(
  db: Database,
  accountId: string,
  filter: ContactFilter,
  privacy: PhonePrivacy = NUMBERS_VISIBLE,
) {
  await assertOwnFilter(db, accountId, filter);
  return exportContacts(db, accountId, asSeenBy(filter, privacy), privacy);
}

/** The filter's group and label must be the account's: another's answers 404. */
async function assertOwnFilter(db: Database, accountId: string, filter: ContactFilter) {
  if (filter.groupId) await assertOwnGroup(db, accountId, filter.groupId);
  if (filter.labelId) await checkLabels(db, accountId, [filter.labelId], null);
}

async function assertOwnGroup(db: Database, accountId: string, groupId: string) {
  if ((await repo.ownGroupIds(db, accountId, [groupId])).length === 0)
    throw AppError.notFound('group_not_found');
}

async function normalizedPhone(db: Database, accountId: string, input: string) {
  const phone = normalizeContactPhone(input, await accountCountry(db, accountId));
  if (!phone) throw AppError.fields({ phone: 'contact_phone_invalid' });
  return phone;
}

/** Refuses a list of groups naming one the account does not have. */
async function ownGroups(db: Database, accountId: string, groupIds: string[] | undefined) {
  if (!groupIds) return undefined;
  const unique = [...new Set(groupIds)];
  const own = await repo.ownGroupIds(db, accountId, unique);
  if (own.length !== unique.length) throw AppError.fields({ group_ids: 'group_not_found' });
  return unique;
}

const phoneTaken = () => AppError.fields({ phone: 'contact_phone_taken' });

/** A second save of the same number (two tabs at once) hits the unique index: the same field error. */
async function uniquePhone<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueIndex(error) === 'contacts_account_phone_key') throw phoneTaken();
    throw error;
  }
}

/**
 * Adds a contact. While numbers are hidden from the caller (an agent), adding one is refused
 * whatever the number: any other answer (created, or "already exists") would confirm whether a
 * guessed number is a customer's, and so tell the hidden digits.
 */
export async function createContact(
  db: Database,
  accountId: string,
  input: CreateContactRequest,
  privacy: PhonePrivacy = NUMBERS_VISIBLE,
) {
  if (privacy.hidden) throw AppError.fields({ phone: 'numbers_hidden_from_agents' });
  const phone = await normalizedPhone(db, accountId, input.phone);
  const groupIds = await ownGroups(db, accountId, input.group_ids);
  if (await repo.findContactByPhone(db, accountId, phone)) throw phoneTaken();
  const contactId = await uniquePhone(() =>
    db.transaction(async (tx) => {
      await lockAccountContacts(tx, accountId);
      await assertContactRoom(tx, accountId);
      const id = await repo.insertContact(tx, accountId, {
        name: input.name.trim(),
        phone,
        email: input.email || null,
        customFields: input.custom_fields ?? {},
        optedOutAt: input.opted_out ? new Date() : null,
        source: 'manual',
      });
      if (groupIds) await repo.setContactGroups(tx, accountId, id, groupIds);
      return id;
    }),
  );
  return contactView(db, accountId, contactId, privacy);
}

/**
 * While numbers are hidden from the caller, the number they send back is the masked one the form
 * showed: it keeps the stored number. Any other number is refused, so a masked value never
 * overwrites a number and a guess is never confirmed.
 */
function phoneInput(input: UpdateContactRequest, privacy: PhonePrivacy) {
  if (!privacy.hidden || input.phone === undefined) return input.phone;
  if (isMaskedPhone(input.phone)) return undefined;
  throw AppError.fields({ phone: 'contact_phone_hidden' });
}

/**
 * Edits what the form sends. Opting out keeps the date it was first set; only an explicit
 * `opted_out: false` clears it (a STOP reply or an import never does).
 */
export async function updateContact(
  db: Database,
  accountId: string,
  contactId: string,
  input: UpdateContactRequest,
  privacy: PhonePrivacy = NUMBERS_VISIBLE,
) {
  const existing = await repo.findContact(db, accountId, contactId);
  if (!existing) throw AppError.notFound('contact_not_found');
  const typed = phoneInput(input, privacy);
  const phone = typed === undefined ? undefined : await normalizedPhone(db, accountId, typed);
  if (phone && phone !== existing.phone) {
    const other = await repo.findContactByPhone(db, accountId, phone);
    if (other && other.id !== contactId) throw phoneTaken();
  }
  const groupIds = await ownGroups(db, accountId, input.group_ids);
  const optedOutAt =
    input.opted_out === undefined ? undefined : input.opted_out ? (existing.optedOutAt ?? new Date()) : null;
  await uniquePhone(() =>
    db.transaction(async (tx) => {
      await repo.updateContact(tx, accountId, contactId, {
        name: input.name?.trim(),
        phone,
        email: input.email === undefined ? undefined : input.email || null,
        customFields: input.custom_fields,
        optedOutAt,
      });
      if (groupIds) await repo.setContactGroups(tx, accountId, contactId, groupIds);
    }),
  );
  return contactView(db, accountId, contactId, privacy);
}

export async function deleteContact(db: Database, accountId: string, contactId: string) {
  if ((await repo.deleteContacts(db, accountId, { ids: [contactId] })) === 0)
    throw AppError.notFound('contact_not_found');
  return { detail: 'Contact deleted successfully', contact_id: contactId };
}

/**
 * An action on selected contacts (ids that are not the account's are passed over), or on every
 * contact matching the list's filter, read as the caller's list reads it: a caller who sees
 * numbers masked does not match them by number.
 */
export async function bulkContacts(
  db: Database,
  accountId: string,
  input: BulkContactsRequest,
  privacy: PhonePrivacy = NUMBERS_VISIBLE,
) {
  const selection: repo.ContactSelection = input.filter
    ? {
        where: filterWhere(accountId, {
          search: input.filter.search,
          groupId: input.filter.group_id,
          labelId: input.filter.label_id,
          whatsapp: input.filter.whatsapp,
          ordering: '-created_at',
          numbersHidden: privacy.hidden,
        }),
      }
    : { ids: [...new Set(input.contact_ids)] };
  if (input.action === 'delete') {
    const affected = await repo.deleteContacts(db, accountId, selection);
    return { detail: `${affected} contacts deleted`, affected };
  }
  const groupId = input.group_id!;
  await assertOwnGroup(db, accountId, groupId);
  if (input.action === 'add_to_group') {
    const affected = await repo.addMembers(db, accountId, [groupId], selection);
    return { detail: `${affected} contacts added to the group`, affected };
  }
  const affected = await repo.removeMembers(db, accountId, groupId, selection);
  return { detail: `${affected} contacts removed from the group`, affected };
}

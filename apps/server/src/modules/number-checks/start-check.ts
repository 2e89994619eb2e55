import {
  type ApiNumberCheckRequest,
  NUMBER_CHECK_FRESH_DAYS,
  type NumberCheckResult,
  type NumberCheckSource,
  normalizeContactPhone,
  type StartNumberCheckRequest,
} from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { accountCountry } from '../accounts/index.ts';
import { contactBatches, importedPhones } from '../contacts/index.ts';
import { toNumberAnswer } from './number-check-view.ts';
import * as repo from './number-checks.repo.ts';
import { viewOf } from './number-checks.service.ts';

// Starting a check: its numbers in order, one item per distinct number; those answered within the
// last NUMBER_CHECK_FRESH_DAYS are answered from the cache at once (unless `recheck`), the rest
// wait for the runner. A check with nothing left to ask is born completed.

const DAY_MS = 86_400_000;
/** Numbers looked up per statement. */
const LOOKUP_BATCH = 1000;

interface Cached {
  result: NumberCheckResult;
  checkedAt: Date;
}

const freshSince = (now: Date) => new Date(now.getTime() - NUMBER_CHECK_FRESH_DAYS * DAY_MS);

function contactCache(contact: repo.ContactTarget, since: Date): Cached | undefined {
  if (contact.onWhatsapp === null || !contact.whatsappCheckedAt || contact.whatsappCheckedAt < since) return;
  return {
    result: contact.onWhatsapp ? 'on_whatsapp' : 'not_on_whatsapp',
    checkedAt: contact.whatsappCheckedAt,
  };
}

async function inBatches<T>(items: string[], lookup: (batch: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let start = 0; start < items.length; start += LOOKUP_BATCH)
    found.push(...(await lookup(items.slice(start, start + LOOKUP_BATCH))));
  return found;
}

interface Target {
  source: NumberCheckSource;
  sourceId: string | null;
  contacts: repo.ContactTarget[];
}

/** The contacts a panel request names, in order; another account's contact, group or import answers 404. */
async function targetOf(
  db: Database,
  accountId: string,
  input: StartNumberCheckRequest,
  numbersHidden: boolean,
): Promise<Target> {
  if (input.contact_ids) {
    const found = await repo.contactsByIds(db, accountId, [...new Set(input.contact_ids)]);
    if (found.length === 0) throw AppError.notFound('contact_not_found');
    return { source: 'contacts', sourceId: null, contacts: found };
  }
  if (input.group_id) {
    if (!(await repo.isOwnGroup(db, accountId, input.group_id))) throw AppError.notFound('group_not_found');
    return {
      source: 'group',
      sourceId: input.group_id,
      contacts: await repo.groupContacts(db, accountId, input.group_id),
    };
  }
  if (input.import_id) {
    const phones = await importedPhones(db, accountId, input.import_id);
    const found = await inBatches(phones, (batch) => repo.contactsByPhones(db, accountId, batch));
    const order = new Map(phones.map((phone, i) => [phone, i]));
    found.sort((a, b) => order.get(a.phone)! - order.get(b.phone)!);
    return { source: 'import', sourceId: input.import_id, contacts: found };
  }
  const filter = input.filter ?? {};
  if (filter.group_id && !(await repo.isOwnGroup(db, accountId, filter.group_id)))
    throw AppError.notFound('group_not_found');
  const found: repo.ContactTarget[] = [];
  const batches = contactBatches(db, accountId, {
    search: filter.search,
    groupId: filter.group_id,
    whatsapp: filter.whatsapp,
    ordering: 'created_at',
    numbersHidden,
  });
  for await (const batch of batches) found.push(...batch);
  return { source: 'contacts', sourceId: null, contacts: found };
}

/** Starts a check of contacts from the panel (some, every one matching the filter, a group's, an import's). */
export async function startContactsCheck(
  db: Database,
  caller: { accountId: string; userId: string; numbersHidden: boolean },
  input: StartNumberCheckRequest,
  perHour: number,
  now = new Date(),
) {
  const target = await targetOf(db, caller.accountId, input, caller.numbersHidden);
  if (target.contacts.length === 0) throw AppError.badRequest('number_check_empty');
  const since = freshSince(now);
  const items = target.contacts.map((contact) => {
    const cached = input.recheck ? undefined : contactCache(contact, since);
    return {
      phone: contact.phone,
      contactId: contact.id,
      result: cached?.result ?? null,
      checkedAt: cached?.checkedAt ?? null,
    };
  });
  const row = await db.transaction((tx) =>
    repo.insertCheck(
      tx,
      {
        accountId: caller.accountId,
        source: target.source,
        sourceId: target.sourceId,
        createdBy: caller.userId,
      },
      items,
      now,
    ),
  );
  return viewOf(db, row, perHour);
}

/** The REST API's numbers, normalized as the contacts API reads them; one that is not a number refuses the request. */
async function apiPhones(db: Database, accountId: string, numbers: string[]): Promise<string[]> {
  const country = await accountCountry(db, accountId);
  const phones: string[] = [];
  for (const typed of numbers) {
    const phone = normalizeContactPhone(typed, country);
    if (!phone)
      throw AppError.fields({ numbers: { code: 'number_check_number_invalid', params: { value: typed } } });
    phones.push(phone);
  }
  return [...new Set(phones)];
}

/** Starts a check of the REST API's numbers; answers it with the answers known already. */
export async function startApiCheck(
  db: Database,
  accountId: string,
  input: ApiNumberCheckRequest,
  perHour: number,
  now = new Date(),
) {
  const phones = await apiPhones(db, accountId, input.numbers);
  const since = freshSince(now);
  const contacts = await repo.contactsByPhones(db, accountId, phones);
  const contactOf = new Map(contacts.map((contact) => [contact.phone, contact]));
  const cache = new Map<string, Cached>();
  const remember = (phone: string, cached: Cached | undefined) => {
    const known = cache.get(phone);
    if (cached && (!known || known.checkedAt < cached.checkedAt)) cache.set(phone, cached);
  };
  if (!input.recheck) {
    for (const contact of contacts) remember(contact.phone, contactCache(contact, since));
    for (const earlier of await repo.earlierAnswers(db, accountId, phones, since))
      remember(earlier.phone, { result: earlier.result!, checkedAt: earlier.checkedAt! });
  }
  const items = phones.map((phone) => ({
    phone,
    contactId: contactOf.get(phone)?.id ?? null,
    result: cache.get(phone)?.result ?? null,
    checkedAt: cache.get(phone)?.checkedAt ?? null,
  }));
  const row = await db.transaction((tx) =>
    repo.insertCheck(tx, { accountId, source: 'api', sourceId: null, createdBy: null }, items, now),
  );
  return { ...(await viewOf(db, row, perHour)), results: items.map(toNumberAnswer) };
}

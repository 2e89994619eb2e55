import { type ApiContactRequest, normalizeContactPhone } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { accountCountry } from '../accounts/index.ts';
import { createContact, updateContact } from '../contacts/contacts.service.ts';
import { findContactByPhone } from '../contacts/index.ts';

/**
 * The API's "create or update": the number names the contact (normalized as the panel does); a
 * new number is created under the plan's contact limit (the contacts module's lock and count), a
 * known one gets the fields sent and keeps the others.
 */
export async function upsertApiContact(db: Database, accountId: string, input: ApiContactRequest) {
  const phone = normalizeContactPhone(input.phone, await accountCountry(db, accountId));
  if (!phone) throw AppError.fields({ phone: 'contact_phone_invalid' });
  const existing = await findContactByPhone(db, accountId, phone);
  if (existing)
    return { created: false, contact: await updateContact(db, accountId, existing.id, { ...input, phone }) };
  if (!input.name) throw AppError.fields({ name: 'contact_name_required' });
  return {
    created: true,
    contact: await createContact(db, accountId, { ...input, name: input.name, phone }),
  };
}

import { Readable } from 'node:stream';
import type { Database } from '../../db/client.ts';
import type { PhonePrivacy } from '../team/phone-privacy.ts';
import { groupsOf } from './contacts.repo.ts';
import { type ContactFilter, contactBatches, customFieldKeys } from './contacts-list.repo.ts';
import { CSV_BOM, csvLines } from './csv-writer.ts';

// The list (or its filtered part) as CSV, streamed batch by batch: every matching contact, its
// groups, and one column per custom field any of them has.

const FIXED = ['name', 'phone', 'email', 'groups', 'opted_out_at', 'source', 'created_at'];

export async function exportContacts(
  db: Database,
  accountId: string,
  filter: ContactFilter,
  privacy: PhonePrivacy,
) {
  const keys = await customFieldKeys(db, accountId, filter);
  async function* lines() {
    yield `${CSV_BOM}${csvLines([[...FIXED, ...keys]])}`;
    for await (const rows of contactBatches(db, accountId, filter)) {
      const groups = await groupsOf(
        db,
        accountId,
        rows.map((row) => row.id),
      );
      const data = rows.map((row) => [
        row.name,
        privacy.show(row.phone),
        row.email ?? '',
        (groups.get(row.id) ?? []).map((g) => g.name).join('; '),
        row.optedOutAt?.toISOString() ?? '',
        row.source,
        row.createdAt.toISOString(),
        ...keys.map((key) => row.customFields[key] ?? ''),
      ]);
      yield csvLines(data);
    }
  }
  return Readable.from(lines());
}

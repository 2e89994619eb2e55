import type { Contact, ContactGroup, ContactImport } from '@siar/shared';
import type { contactImports } from '../../db/schema/index.ts';
import { NUMBERS_VISIBLE, type PhonePrivacy } from '../team/phone-privacy.ts';
import type { ContactWithGroups } from './contacts.repo.ts';
import type { GroupListRow } from './groups.repo.ts';

// Rows as the contract's answers.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The number as the caller may see it: masked for an agent while the account hides numbers. */
export function toContact(row: ContactWithGroups, privacy: PhonePrivacy = NUMBERS_VISIBLE): Contact {
  return {
    id: row.id,
    name: row.name,
    phone: privacy.show(row.phone),
    email: row.email,
    custom_fields: row.customFields,
    groups: row.groups,
    labels: row.labels,
    opted_out: row.optedOutAt !== null,
    opted_out_at: iso(row.optedOutAt),
    source: row.source,
    on_whatsapp: row.onWhatsapp,
    whatsapp_checked_at: iso(row.whatsappCheckedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toContactGroup(row: GroupListRow): ContactGroup {
  return {
    id: row.group.id,
    name: row.group.name,
    member_count: Number(row.memberCount),
    created_at: row.group.createdAt.toISOString(),
  };
}

export function toContactImport(row: Omit<typeof contactImports.$inferSelect, 'file'>): ContactImport {
  return {
    id: row.id,
    file_name: row.fileName,
    status: row.status,
    total_rows: row.totalRows,
    processed_rows: row.processedRows,
    created_count: row.createdCount,
    updated_count: row.updatedCount,
    error_count: row.errorCount,
    failure_reason: row.failureReason,
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
    created_at: row.createdAt.toISOString(),
  };
}

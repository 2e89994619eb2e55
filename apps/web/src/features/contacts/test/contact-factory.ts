import type { Contact, ContactGroup, ContactImport, ContactsPage, ImportPreview } from '@siar/shared';

export function contact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 'c1',
    name: 'Ana',
    phone: '+6281234567890',
    email: null,
    custom_fields: {},
    groups: [],
    labels: [],
    opted_out: false,
    opted_out_at: null,
    source: 'manual',
    on_whatsapp: null,
    whatsapp_checked_at: null,
    created_at: '2026-11-20T03:00:00.000Z',
    updated_at: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

export function contactsPage(
  results: Contact[],
  count = results.length,
): { status: number; body: ContactsPage } {
  return { status: 200, body: { count, count_is_estimate: false, count_exact_up_to: 10_000, results } };
}

export function group(overrides: Partial<ContactGroup> = {}): ContactGroup {
  return { id: 'g1', name: 'VIP', member_count: 0, created_at: '2026-11-20T03:00:00.000Z', ...overrides };
}

export const groupsPage = (results: ContactGroup[]) => ({
  status: 200,
  body: { count: results.length, results },
});

export function contactImport(overrides: Partial<ContactImport> = {}): ContactImport {
  return {
    id: 'i1',
    file_name: 'customers.csv',
    status: 'pending',
    total_rows: 4,
    processed_rows: 0,
    created_count: 0,
    updated_count: 0,
    error_count: 0,
    failure_reason: null,
    started_at: null,
    finished_at: null,
    created_at: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

export function importPreview(): ImportPreview {
  return {
    ...contactImport(),
    headers: ['Nama', 'Nomor', 'Kota'],
    sample_rows: [
      ['Ana', '0812-1', 'Medan'],
      ['Budi', '0812-2', 'Solo'],
    ],
    suggested_mapping: { phone: 1, name: 0, email: null, group: null },
  };
}

import {
  type BulkContactsAnswer,
  type BulkContactsRequest,
  CONTACTS_PATHS,
  type Contact,
  type ContactGroup,
  type ContactImport,
  type ContactOrdering,
  type ContactsPage,
  type CreateContactRequest,
  fillPath,
  type ImportMappingRequest,
  type ImportPreview,
  type Paginated,
  type UpdateContactRequest,
  type WhatsappFilter,
} from '@siar/shared';
import { api, buildUrl } from '../../api/client.ts';

export const CONTACTS_PAGE_SIZE = 20;

/** What the contacts table shows: kept in the address so a reload shows the same rows. */
export interface ContactListParams {
  page: number;
  search: string;
  groupId: string;
  ordering: ContactOrdering;
  /** By the last number check ('' : any). */
  whatsapp: WhatsappFilter | '';
  /** Only the contacts carrying this label ('' : any). */
  labelId: string;
}

const listQuery = (params: Omit<ContactListParams, 'page'>) => ({
  search: params.search || undefined,
  group_id: params.groupId || undefined,
  ordering: params.ordering,
  whatsapp: params.whatsapp || undefined,
  label_id: params.labelId || undefined,
});

export function fetchContacts(params: ContactListParams): Promise<ContactsPage> {
  return api.get(CONTACTS_PATHS.contacts, {
    query: { ...listQuery(params), page: params.page, page_size: CONTACTS_PAGE_SIZE },
  });
}

/** The export's address for the list as filtered now (a plain download link). */
export function exportUrl(params: Omit<ContactListParams, 'page'>): string {
  return buildUrl(CONTACTS_PATHS.export, listQuery(params));
}

const contactPath = (contactId: string) => fillPath(CONTACTS_PATHS.contact, { contact_id: contactId });

export function createContact(input: CreateContactRequest): Promise<Contact> {
  return api.post(CONTACTS_PATHS.contacts, input);
}

export function updateContact(contactId: string, patch: UpdateContactRequest): Promise<Contact> {
  return api.patch(contactPath(contactId), patch);
}

export function deleteContact(contactId: string): Promise<{ detail: string; contact_id: string }> {
  return api.delete(contactPath(contactId));
}

export function bulkContacts(input: BulkContactsRequest): Promise<BulkContactsAnswer> {
  return api.post(CONTACTS_PATHS.bulk, input);
}

/** Groups are few: one page of the largest size holds them (the page shows more pages past it). */
export function fetchGroups(page = 1): Promise<Paginated<ContactGroup>> {
  return api.get(CONTACTS_PATHS.groups, { query: { page, page_size: 100 } });
}

const groupPath = (groupId: string) => fillPath(CONTACTS_PATHS.group, { group_id: groupId });

export function createGroup(name: string): Promise<ContactGroup> {
  return api.post(CONTACTS_PATHS.groups, { name });
}

export function renameGroup(groupId: string, name: string): Promise<ContactGroup> {
  return api.patch(groupPath(groupId), { name });
}

export function deleteGroup(groupId: string): Promise<{ detail: string; group_id: string }> {
  return api.delete(groupPath(groupId));
}

export function uploadImport(file: File): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file);
  return api.post(CONTACTS_PATHS.imports, form);
}

export function startImport(importId: string, mapping: ImportMappingRequest): Promise<ContactImport> {
  return api.post(fillPath(CONTACTS_PATHS.startImport, { import_id: importId }), mapping);
}

export function fetchImport(importId: string): Promise<ContactImport> {
  return api.get(fillPath(CONTACTS_PATHS.import, { import_id: importId }));
}

export const importErrorsUrl = (importId: string) =>
  fillPath(CONTACTS_PATHS.importErrors, { import_id: importId });

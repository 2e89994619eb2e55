import { Group, Pagination, Stack } from '@mantine/core';
import { type Contact, reachablePages } from '@siar/shared';
import { useEffect, useState } from 'react';
import { useFormats } from '../../../app/format.ts';
import { PATHS } from '../../../app/paths.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { SubPageLink } from '../../../components/SubPageLink.tsx';
import { ContactFormModal } from '../components/ContactFormModal.tsx';
import { ContactSelectionBar } from '../components/ContactSelectionBar.tsx';
import { ContactsFilters } from '../components/ContactsFilters.tsx';
import { ContactsPageActions } from '../components/ContactsPageActions.tsx';
import { ContactsTable } from '../components/ContactsTable.tsx';
import { ImportModal } from '../components/ImportModal.tsx';
import { NumberCheckPanel } from '../components/NumberCheckPanel.tsx';
import { CONTACTS_PAGE_SIZE, exportUrl } from '../contacts-api.ts';
import { useCheckNumbers } from '../hooks/use-check-numbers.ts';
import { useContactListParams } from '../hooks/use-contact-list-params.ts';
import { useContactSelection } from '../hooks/use-contact-selection.ts';
import { useContacts } from '../hooks/use-contacts.ts';
import { useDeleteContactConfirm } from '../hooks/use-delete-contact-confirm.tsx';

/** /app/c/contacts: the account's contacts, their import and export, and the way to groups. */
export function ContactsPage() {
  const formats = useFormats();
  const { params, setPage, setSearch, setGroup, setOrdering, setWhatsapp, setLabel } = useContactListParams();
  const contacts = useContacts(params);
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const selection = useContactSelection();
  const checks = useCheckNumbers();
  const askDelete = useDeleteContactConfirm((contact) => selection.select([contact.id], false));
  const pages = contacts.data ? reachablePages(contacts.data, CONTACTS_PAGE_SIZE) : 1;
  const estimated = contacts.data?.count_is_estimate ? formats.number(contacts.data.count_exact_up_to) : null;
  // Another search or filter is another set of matches: the offer to select them all is made again.
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      selection.setAllMatching(false);
      set(value);
    };

  // A page past the end (contacts were deleted): go to the last one.
  useEffect(() => {
    if (contacts.data && !contacts.isPlaceholderData && params.page > pages) setPage(pages, true);
  }, [contacts.data, contacts.isPlaceholderData, params.page, pages, setPage]);

  return (
    <PageFrame>
      <Group justify="space-between" align="flex-start" gap="sm">
        <SubPageLink label="routes.cpanel-contact-groups.title" to={PATHS.cpanel.contactGroups} />
        <ContactsPageActions
          exportHref={exportUrl(params)}
          onImport={() => setImporting(true)}
          onAdd={() => setEditing('new')}
        />
      </Group>
      <Stack gap="sm">
        <ContactsFilters
          search={params.search}
          onSearch={refilter(setSearch)}
          groupId={params.groupId}
          onGroup={refilter(setGroup)}
          labelId={params.labelId}
          onLabel={refilter(setLabel)}
          whatsapp={params.whatsapp}
          onWhatsapp={refilter(setWhatsapp)}
          count={contacts.data?.count ?? 0}
          estimated={estimated}
        />
        <NumberCheckPanel />
        <ContactSelectionBar
          selection={selection}
          params={params}
          page={contacts.data}
          estimated={estimated}
        />
        <ContactsTable
          query={contacts}
          ordering={params.ordering}
          onSort={setOrdering}
          selected={selection.selected}
          onSelect={selection.select}
          onEdit={setEditing}
          onDelete={askDelete}
          onCheck={(contact) => void checks.check({ contact_ids: [contact.id] })}
          filtered={!!(params.search || params.groupId || params.labelId || params.whatsapp)}
        />
        {pages > 1 ? (
          <Group justify="center">
            <Pagination
              total={pages}
              value={Math.min(params.page, pages)}
              onChange={(page) => setPage(page)}
            />
          </Group>
        ) : null}
      </Stack>
      <ContactFormModal contact={editing} onClose={() => setEditing(null)} />
      <ImportModal opened={importing} onClose={() => setImporting(false)} />
    </PageFrame>
  );
}

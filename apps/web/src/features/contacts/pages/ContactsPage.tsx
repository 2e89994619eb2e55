import { Button, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type Contact, reachablePages } from '@siar/shared';
import { IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { apiErrorMessage } from '../../../app/messages.ts';
import { PATHS } from '../../../app/paths.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { SubPageLink } from '../../../components/SubPageLink.tsx';
import { ListSearch } from '../../admin/components/ListSearch.tsx';
import { useSession } from '../../auth/hooks/use-session.ts';
import { BulkActions } from '../components/BulkActions.tsx';
import { ContactFormModal } from '../components/ContactFormModal.tsx';
import { ContactsTable } from '../components/ContactsTable.tsx';
import { ImportModal } from '../components/ImportModal.tsx';
import { SelectAllMatching } from '../components/SelectAllMatching.tsx';
import { CONTACTS_PAGE_SIZE, exportUrl } from '../contacts-api.ts';
import { useContactGroups } from '../hooks/use-contact-groups.ts';
import { useContactListParams } from '../hooks/use-contact-list-params.ts';
import { useContacts, useDeleteContact } from '../hooks/use-contacts.ts';

/** /app/c/contacts: the account's contacts, their import and export, and the way to groups. */
export function ContactsPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const { params, setPage, setSearch, setGroup, setOrdering } = useContactListParams();
  const contacts = useContacts(params);
  const groups = useContactGroups();
  const remove = useDeleteContact();
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  // Imports are the owner's (their reports show raw cells, numbers included): agents get no button.
  const user = useSession().data?.user;
  const mayImport = user?.role !== 'agent';
  // While numbers are hidden from this agent the server refuses any new contact (its answer would
  // tell whether a guessed number is a customer's): no button that can only fail.
  const mayAdd = !user?.numbers_hidden;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // Every contact matching the search and group (not only the rows on screen) was chosen.
  const [allMatching, setAllMatching] = useState(false);
  const pages = contacts.data ? reachablePages(contacts.data, CONTACTS_PAGE_SIZE) : 1;
  const estimated = contacts.data?.count_is_estimate ? formats.number(contacts.data.count_exact_up_to) : null;
  const pageIds = contacts.data?.results.map((contact) => contact.id) ?? [];
  const pageSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const matchingCount = estimated ? `${estimated}+` : formats.number(contacts.data?.count ?? 0);

  // A page past the end (contacts were deleted): go to the last one.
  useEffect(() => {
    if (contacts.data && !contacts.isPlaceholderData && params.page > pages) setPage(pages, true);
  }, [contacts.data, contacts.isPlaceholderData, params.page, pages, setPage]);

  function clearSelection() {
    setSelected(new Set());
    setAllMatching(false);
  }

  function select(ids: string[], on: boolean) {
    if (!on) setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  function askDelete(contact: Contact) {
    modals.openConfirmModal({
      title: t('contacts.delete.title', { name: contact.name }),
      children: <Text size="sm">{t('contacts.delete.question')}</Text>,
      labels: { confirm: t('contacts.table.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(contact.id);
          select([contact.id], false);
          notifications.show({ color: 'teal', message: t('contacts.delete.done', { name: contact.name }) });
        } catch (error) {
          notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'contacts.delete.failed') });
        }
      },
    });
  }

  return (
    <PageFrame>
      <Group justify="space-between" align="flex-start" gap="sm">
        <SubPageLink label="routes.cpanel-contact-groups.title" to={PATHS.cpanel.contactGroups} />
        <Group gap="sm">
          {mayImport ? (
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              onClick={() => setImporting(true)}
            >
              {t('contacts.actions.import')}
            </Button>
          ) : null}
          <Button
            component="a"
            href={exportUrl(params)}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            {t('contacts.actions.export')}
          </Button>
          {mayAdd ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t('contacts.actions.add')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="sm" style={{ flex: 1 }}>
            <ListSearch
              value={params.search}
              onSearch={(search) => {
                // Another search is another set of matches: the offer is made again.
                setAllMatching(false);
                setSearch(search);
              }}
              placeholder={t('contacts.table.search')}
            />
            <Select
              aria-label={t('contacts.table.groupFilter')}
              placeholder={t('contacts.table.allGroups')}
              data={(groups.data?.results ?? []).map((g) => ({ value: g.id, label: g.name }))}
              value={params.groupId || null}
              onChange={(value) => {
                setAllMatching(false);
                setGroup(value);
              }}
              clearable
              searchable
              w={{ base: '100%', sm: 220 }}
            />
          </Group>
          <Text fw={600} data-testid="contacts-total">
            {estimated
              ? t('contacts.table.totalEstimate', { limit: estimated })
              : t('contacts.table.total', { count: contacts.data?.count ?? 0 })}
          </Text>
        </Group>
        {selected.size > 0 ? (
          <BulkActions
            selected={[...selected]}
            matching={
              allMatching
                ? {
                    filter: { search: params.search || undefined, group_id: params.groupId || undefined },
                    count: matchingCount,
                  }
                : null
            }
            onDone={clearSelection}
          />
        ) : null}
        {allMatching || (pageSelected && (contacts.data?.count ?? 0) > pageIds.length) ? (
          <SelectAllMatching
            pageCount={pageIds.length}
            matching={matchingCount}
            allMatching={allMatching}
            onSelectAll={() => setAllMatching(true)}
            onClear={clearSelection}
          />
        ) : null}
        <ContactsTable
          query={contacts}
          ordering={params.ordering}
          onSort={setOrdering}
          selected={selected}
          onSelect={select}
          onEdit={setEditing}
          onDelete={askDelete}
          filtered={!!params.search || !!params.groupId}
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

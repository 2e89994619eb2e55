import { Checkbox, Paper, Stack, Table, Text } from '@mantine/core';
import type { Contact, ContactOrdering, ContactsPage } from '@siar/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '../../../app/use-phone-layout.ts';
import { CardList } from '../../../components/CardList.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { TableRows } from '../../../components/TableRows.tsx';
import { ContactCard } from './ContactCard.tsx';
import { ContactRow } from './ContactRow.tsx';
import { ContactsTableHead } from './ContactsTableHead.tsx';

type Props = {
  query: UseQueryResult<ContactsPage>;
  ordering: ContactOrdering;
  onSort: (ordering: ContactOrdering) => void;
  selected: Set<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
  onCheck: (contact: Contact) => void;
  /** True when a search or a filter is on: the empty text says nothing matched. */
  filtered: boolean;
};

const COLUMNS = 7;

export function ContactsTable({ query, ordering, onSort, selected, onSelect, filtered, ...actions }: Props) {
  const { t } = useTranslation();
  const rows = query.data?.results ?? [];
  const pageIds = rows.map((c) => c.id);
  const allChecked = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someChecked = pageIds.some((id) => selected.has(id));
  const checkPage = (checked: boolean) => onSelect(pageIds, checked);
  const rowProps = (contact: Contact) => ({
    contact,
    selected: selected.has(contact.id),
    onSelect,
    ...actions,
  });
  // On a phone the table's edge cut the number column: each contact is a card instead.
  const phone = usePhoneLayout();

  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} />;
  // Outside the table's scroll area, so that a phone shows the whole text.
  if (query.data && rows.length === 0) return <NoContacts filtered={filtered} />;
  if (phone)
    return (
      <Stack gap="sm">
        <Checkbox
          label={t('contacts.table.selectPage')}
          checked={allChecked}
          indeterminate={someChecked && !allChecked}
          onChange={(event) => checkPage(event.currentTarget.checked)}
        />
        <CardList
          label={t('contacts.table.label')}
          pending={query.isPending}
          rows={rows}
          renderCard={(contact) => <ContactCard key={contact.id} {...rowProps(contact)} />}
        />
      </Stack>
    );
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={820}>
        <Table
          highlightOnHover
          verticalSpacing="sm"
          aria-label={t('contacts.table.label')}
          aria-busy={query.isFetching}
        >
          <ContactsTableHead
            ordering={ordering}
            onSort={onSort}
            checked={allChecked}
            indeterminate={someChecked && !allChecked}
            onCheck={checkPage}
          />
          <Table.Tbody>
            <TableRows
              pending={query.isPending}
              rows={rows}
              columns={COLUMNS}
              renderRow={(contact) => <ContactRow key={contact.id} {...rowProps(contact)} />}
            />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** No contact: none yet, or none matching the search and filters; each with a hint. */
function NoContacts({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder>
      <Stack align="center" gap={4} py="xl" px="md" ta="center">
        <Text fw={600}>{filtered ? t('contacts.table.noMatch') : t('contacts.table.empty')}</Text>
        <Text size="sm" c="dimmed">
          {filtered ? t('contacts.table.noMatchHint') : t('contacts.table.emptyHint')}
        </Text>
      </Stack>
    </Paper>
  );
}

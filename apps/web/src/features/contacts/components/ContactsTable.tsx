import { Badge, Checkbox, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Contact, ContactOrdering, ContactsPage } from '@siar/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { usePhoneLayout } from '../../../app/use-phone-layout.ts';
import { CardList } from '../../../components/CardList.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { TableRows } from '../../../components/TableRows.tsx';
import { ContactActionsMenu } from './ContactActionsMenu.tsx';
import { ContactCard } from './ContactCard.tsx';
import { ContactStatus } from './ContactStatus.tsx';
import { SortHeader } from './SortHeader.tsx';

type Props = {
  query: UseQueryResult<ContactsPage>;
  ordering: ContactOrdering;
  onSort: (ordering: ContactOrdering) => void;
  selected: Set<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
  /** True when a search or group filter is on: the empty text says nothing matched. */
  filtered: boolean;
};

const COLUMNS = 7;

export function ContactsTable({
  query,
  ordering,
  onSort,
  selected,
  onSelect,
  onEdit,
  onDelete,
  filtered,
}: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const rows = query.data?.results ?? [];
  const pageIds = rows.map((c) => c.id);
  const allChecked = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someChecked = pageIds.some((id) => selected.has(id));
  // On a phone the table's edge cut the number column: each contact is a card instead.
  const phone = usePhoneLayout();

  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} />;
  // Outside the table's scroll area, so that a phone shows the whole text.
  if (query.data && rows.length === 0) {
    return (
      <Paper withBorder>
        <Stack align="center" gap={4} py="xl" px="md" ta="center">
          <Text fw={600}>{filtered ? t('contacts.table.noMatch') : t('contacts.table.empty')}</Text>
          {filtered ? null : (
            <Text size="sm" c="dimmed">
              {t('contacts.table.emptyHint')}
            </Text>
          )}
        </Stack>
      </Paper>
    );
  }

  if (phone)
    return (
      <Stack gap="sm">
        <Checkbox
          label={t('contacts.table.selectPage')}
          checked={allChecked}
          indeterminate={someChecked && !allChecked}
          onChange={(event) => onSelect(pageIds, event.currentTarget.checked)}
        />
        <CardList
          label={t('contacts.table.label')}
          pending={query.isPending}
          rows={rows}
          renderCard={(contact) => (
            <ContactCard
              key={contact.id}
              contact={contact}
              selected={selected.has(contact.id)}
              onSelect={onSelect}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          )}
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
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('contacts.table.selectPage')}
                  checked={allChecked}
                  indeterminate={someChecked && !allChecked}
                  onChange={(event) => onSelect(pageIds, event.currentTarget.checked)}
                />
              </Table.Th>
              <SortHeader
                label={t('contacts.fields.name')}
                column="name"
                ordering={ordering}
                onSort={onSort}
              />
              <SortHeader
                label={t('contacts.fields.phone')}
                column="phone"
                ordering={ordering}
                onSort={onSort}
              />
              <Table.Th>{t('contacts.fields.groups')}</Table.Th>
              <Table.Th>{t('contacts.fields.status')}</Table.Th>
              <SortHeader
                label={t('contacts.fields.created')}
                column="created_at"
                ordering={ordering}
                onSort={onSort}
              />
              <Table.Th w={48}>
                <VisuallyHidden>{t('contacts.table.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableRows
              pending={query.isPending}
              rows={rows}
              columns={COLUMNS}
              renderRow={(contact) => (
                <Table.Tr
                  key={contact.id}
                  data-testid="contact-row"
                  bg={selected.has(contact.id) ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  <Table.Td>
                    <Checkbox
                      aria-label={t('contacts.table.select', { name: contact.name })}
                      checked={selected.has(contact.id)}
                      onChange={(event) => onSelect([contact.id], event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {contact.name}
                    </Text>
                    {contact.email ? (
                      <Text size="xs" c="dimmed">
                        {contact.email}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {contact.phone}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {contact.groups.map((group) => (
                        <Badge key={group.id} variant="light" size="sm" tt="none">
                          {group.name}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <ContactStatus contact={contact} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formats.date(contact.created_at)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <ContactActionsMenu contact={contact} onEdit={onEdit} onDelete={onDelete} />
                  </Table.Td>
                </Table.Tr>
              )}
            />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

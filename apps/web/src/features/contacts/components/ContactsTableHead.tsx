import { Checkbox, Table, VisuallyHidden } from '@mantine/core';
import type { ContactOrdering } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { SortHeader } from './SortHeader.tsx';

type Props = {
  ordering: ContactOrdering;
  onSort: (ordering: ContactOrdering) => void;
  /** The page's checkbox: all its rows chosen, some, or none. */
  checked: boolean;
  indeterminate: boolean;
  onCheck: (checked: boolean) => void;
};

/** The desktop table's headers: select the page, and sort by name, number or creation. */
export function ContactsTableHead({ ordering, onSort, checked, indeterminate, onCheck }: Props) {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={40}>
          <Checkbox
            aria-label={t('contacts.table.selectPage')}
            checked={checked}
            indeterminate={indeterminate}
            onChange={(event) => onCheck(event.currentTarget.checked)}
          />
        </Table.Th>
        <SortHeader label={t('contacts.fields.name')} column="name" ordering={ordering} onSort={onSort} />
        <SortHeader label={t('contacts.fields.phone')} column="phone" ordering={ordering} onSort={onSort} />
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
  );
}

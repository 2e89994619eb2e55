import { Paper, Table } from '@mantine/core';
import type { TemplatesPage } from '@siar/shared';
import { IconPaperclip } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { TableRows } from '../../../components/TableRows.tsx';
import { TemplateRow, type TemplateRowActions } from './TemplateRow.tsx';
import { TemplatesEmpty } from './TemplatesEmpty.tsx';

type Props = {
  list: 'live' | 'trash';
  query: UseQueryResult<TemplatesPage>;
  searching: boolean;
} & TemplateRowActions;

const COLUMNS = 5;

/** The live templates or the trash: loading, the failure with a retry, empty, the rows. */
export function TemplatesTable({ list, query, searching, ...actions }: Props) {
  const { t } = useTranslation();
  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} />;
  const trash = list === 'trash';

  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={640}>
        <Table
          verticalSpacing="sm"
          highlightOnHover
          aria-label={t(trash ? 'templates.trash.label' : 'templates.table.label')}
          aria-busy={query.isFetching}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('templates.table.name')}</Table.Th>
              <Table.Th>{t('templates.table.message')}</Table.Th>
              <Table.Th w={40}>
                <IconPaperclip size={16} aria-label={t('templates.table.attachment')} />
              </Table.Th>
              <Table.Th>{t(trash ? 'templates.trash.purgeAt' : 'templates.table.updated')}</Table.Th>
              <Table.Th ta="right">{t('templates.table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableRows
              pending={query.isPending}
              rows={query.data?.results}
              columns={COLUMNS}
              empty={<TemplatesEmpty trash={trash} searching={searching} />}
              renderRow={(template) => (
                <TemplateRow key={template.id} template={template} trash={trash} {...actions} />
              )}
            />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

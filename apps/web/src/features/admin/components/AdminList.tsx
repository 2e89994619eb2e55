import { Group, Loader, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { DEFAULT_ADMIN_PAGE_SIZE, type PagedList, type Paginated, reachablePages } from '@siar/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useFormats } from '../../../app/format.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { TableRows } from '../../../components/TableRows.tsx';
import type { ListParams } from '../admin-api.ts';
import { ListSearch } from './ListSearch.tsx';

/** A page of either kind of list: a long one also says whether its count is an estimate. */
type ListPage<Row> = Paginated<Row> &
  Partial<Pick<PagedList<Row>, 'count_is_estimate' | 'count_exact_up_to'>>;

type Props<Row> = {
  query: UseQueryResult<ListPage<Row>>;
  params: ListParams;
  onPage: (page: number, replace?: boolean) => void;
  onSearch: (search: string) => void;
  searchPlaceholder: string;
  /** Buttons beside the search box. */
  toolbar?: ReactNode;
  /** A line under them, such as why one of them is disabled. */
  toolbarNote?: ReactNode;
  /** The table's header cells. */
  head: ReactNode;
  columns: number;
  renderRow: (row: Row) => ReactNode;
  label: string;
};

/**
 * A staff list: search, 'Total: N' ('Total: 10,000+' and a note when the server estimates), the
 * table, numbered pages; 'No record available' when empty.
 */
export function AdminList<Row>({
  query,
  params,
  onPage,
  onSearch,
  searchPlaceholder,
  toolbar,
  toolbarNote,
  head,
  columns,
  renderRow,
  label,
}: Props<Row>) {
  const { t } = useTranslation();
  const formats = useFormats();
  const count = query.data?.count ?? 0;
  const pages = query.data ? reachablePages(query.data, DEFAULT_ADMIN_PAGE_SIZE) : 1;
  // Past its limit a list is counted roughly: show "10,000+" and say that it is an estimate.
  const estimatedOver = query.data?.count_is_estimate
    ? formats.number(query.data.count_exact_up_to ?? query.data.count)
    : null;
  const pagePastLimit = query.error instanceof ApiError && !!query.error.fieldCodes.page;

  // A page past the end (rows were removed, or an old link): go to the last page; a page past
  // what the server pages through (an old link to page 900): go to the first.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && params.page > pages) onPage(pages, true);
    else if (pagePastLimit && params.page > 1) onPage(1, true);
  }, [query.data, query.isPlaceholderData, params.page, pages, pagePastLimit, onPage]);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <ListSearch value={params.search} onSearch={onSearch} placeholder={searchPlaceholder} />
        <Group gap="sm">
          {query.isFetching && query.data ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
          <Text fw={600} data-testid="list-total">
            {estimatedOver
              ? t('admin.list.totalEstimate', { limit: estimatedOver })
              : t('admin.list.total', { count })}
          </Text>
          {toolbar}
        </Group>
      </Group>
      {toolbarNote}
      {estimatedOver ? (
        <Text size="sm" c="dimmed" data-testid="list-total-estimate">
          {t('admin.list.estimateNote', { limit: estimatedOver })}
        </Text>
      ) : null}
      {query.isError && !query.data ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={860}>
            <Table highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={query.isFetching}>
              <Table.Thead>{head}</Table.Thead>
              <Table.Tbody>
                <TableRows
                  pending={query.isPending}
                  rows={query.data?.results}
                  columns={columns}
                  empty={
                    <Text ta="center" c="dimmed" py="xl">
                      {t('admin.list.empty')}
                    </Text>
                  }
                  renderRow={renderRow}
                />
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.min(params.page, pages)}
            onChange={(page) => onPage(page)}
            getItemProps={(page) => ({ 'aria-label': t('admin.list.page', { page }) })}
            getControlProps={(control) => ({ 'aria-label': t(`admin.list.${control}`) })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

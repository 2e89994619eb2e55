import { Center, Loader, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TableRowsProps<Row> {
  /** The first answer has not come yet. */
  pending: boolean;
  /** Undefined while there is no answer (a failure is the table's own business). */
  rows: readonly Row[] | undefined;
  /** How many columns a loading or empty row spans. */
  columns: number;
  /** What an empty list shows, across the columns; nothing when the table shows it elsewhere. */
  empty?: ReactNode;
  renderRow: (row: Row) => ReactNode;
}

/** A table body's rows: a loader while the first answer comes, the empty state, or the rows. */
export function TableRows<Row>({ pending, rows, columns, empty, renderRow }: TableRowsProps<Row>) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <SpanningRow columns={columns}>
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      </SpanningRow>
    );
  }
  if (rows?.length === 0) return empty ? <SpanningRow columns={columns}>{empty}</SpanningRow> : null;
  return <>{rows?.map(renderRow)}</>;
}

function SpanningRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>{children}</Table.Td>
    </Table.Tr>
  );
}

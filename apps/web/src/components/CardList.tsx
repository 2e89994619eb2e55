import { Center, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface CardListProps<Row> {
  /** The list's accessible name (the table's label at wider widths). */
  label: string;
  /** The first answer has not come yet. */
  pending: boolean;
  /** Undefined while there is no answer (a failure is the list's own business). */
  rows: readonly Row[] | undefined;
  /** What an empty list shows. */
  empty?: ReactNode;
  /** One card per row; it should have `role="listitem"`. */
  renderCard: (row: Row) => ReactNode;
}

/** A table's rows as cards on a phone: a loader while the first answer comes, the empty state, the cards. */
export function CardList<Row>({ label, pending, rows, empty, renderCard }: CardListProps<Row>) {
  const { t } = useTranslation();
  if (pending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (rows?.length === 0) return empty ?? null;
  return (
    <Stack gap="sm" role="list" aria-label={label}>
      {rows?.map(renderCard)}
    </Stack>
  );
}

import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { Series, SeriesList } from '@siar/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SeriesControl } from '../planner-api.ts';
import { SeriesCard } from './SeriesCard.tsx';

type Props = {
  query: UseQueryResult<SeriesList>;
  busy: boolean;
  onEdit: (series: Series) => void;
  onControl: (series: Series, control: SeriesControl) => void;
  onDelete: (series: Series) => void;
};

/** The recurring broadcasts with their runs: loading, failed, none yet, or the cards. */
export function SeriesSection({ query, busy, onEdit, onControl, onDelete }: Props) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Center py="lg">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (query.isError)
    return (
      <Alert color="red" title={t('planner.list.loadError')}>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {t('planner.calendar.retry')}
        </Button>
      </Alert>
    );
  const all = query.data.results;
  if (all.length === 0)
    return (
      <Text c="dimmed" size="sm" data-testid="series-empty">
        {t('planner.list.empty')}
      </Text>
    );
  return (
    <Stack gap="sm">
      {all.map((series) => (
        <SeriesCard
          key={series.id}
          series={series}
          busy={busy}
          onEdit={onEdit}
          onControl={onControl}
          onDelete={onDelete}
        />
      ))}
    </Stack>
  );
}

import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Series } from '@siar/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDate } from '../../../app/format.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { MoveDialog } from '../components/MoveDialog.tsx';
import { OccurrenceDialog } from '../components/OccurrenceDialog.tsx';
import { OverflowList } from '../components/OverflowList.tsx';
import { PlannerCalendar } from '../components/PlannerCalendar.tsx';
import { SeriesFormModal } from '../components/SeriesFormModal.tsx';
import { SeriesSection } from '../components/SeriesSection.tsx';
import { usePlannerActions } from '../hooks/use-planner-actions.tsx';
import { usePlannerCalendar, useSeriesList } from '../hooks/use-planner-data.ts';

type FormTarget = { series: Series | null } | null;

/**
 * /app/c/planner: the calendar (month, week, agenda) of every run of the recurring broadcasts and
 * of scheduled campaigns, each day's load per device, and the series with their runs. FullCalendar
 * comes with this page's chunk only.
 */
export function PlannerPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const calendar = usePlannerCalendar(range);
  const seriesList = useSeriesList();
  const actions = usePlannerActions();
  const [form, setForm] = useState<FormTarget>(null);
  const zone = calendar.data?.time_zone ?? 'Asia/Jakarta';
  const all = seriesList.data?.results ?? [];
  const openSeries = all.find((s) => s.id === actions.open?.series_id);

  return (
    <PageFrame>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed">
          {t('planner.calendar.zone', { zone })}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ series: null })}>
          {t('planner.create.button')}
        </Button>
      </Group>
      {calendar.isError ? (
        <Alert color="red" title={t('planner.calendar.loadError')}>
          <Button size="xs" variant="light" color="red" onClick={() => void calendar.refetch()}>
            {t('planner.calendar.retry')}
          </Button>
        </Alert>
      ) : null}
      <Stack gap={4} pos="relative">
        {calendar.isFetching ? (
          <Loader size="xs" pos="absolute" top={8} right={8} aria-label={t('common.loading')} />
        ) : null}
        <PlannerCalendar
          key={zone}
          feed={calendar.data}
          zone={zone}
          onRange={setRange}
          onOpen={actions.setOpen}
          onDrop={actions.dropped}
        />
      </Stack>
      <OverflowList load={calendar.data?.load ?? []} />
      <Title order={2} size="h4">
        {t('planner.list.title')}
      </Title>
      <SeriesSection
        query={seriesList}
        busy={actions.busy}
        onEdit={(series) => setForm({ series })}
        onControl={(series, control) =>
          control === 'end' ? actions.confirm(series, 'end') : void actions.controlOne(series.id, control)
        }
        onDelete={(series) => actions.confirm(series, 'delete')}
      />
      <SeriesFormModal
        opened={form !== null}
        series={form?.series ?? null}
        startDate={calendarDate(new Date(), zone)}
        zone={zone}
        onClose={() => setForm(null)}
      />
      <OccurrenceDialog
        event={actions.open}
        zone={zone}
        seriesPaused={openSeries?.status === 'paused'}
        busy={actions.busy}
        onClose={() => actions.setOpen(null)}
        onSkip={(event, restore) => void actions.skipDate(event, restore)}
        onPauseSeries={(seriesId, resume) => void actions.controlOne(seriesId, resume ? 'resume' : 'pause')}
        onEditSeries={(seriesId) => {
          actions.setOpen(null);
          setForm({ series: all.find((s) => s.id === seriesId) ?? null });
        }}
      />
      <MoveDialog
        move={actions.pending}
        zone={zone}
        busy={actions.busy}
        onCancel={actions.cancelMove}
        onConfirm={(scope) => void actions.confirmMove(scope)}
      />
    </PageFrame>
  );
}

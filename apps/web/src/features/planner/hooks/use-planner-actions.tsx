import { notifications } from '@mantine/notifications';
import type { CalendarEvent } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import type { PendingMove } from '../components/MoveDialog.tsx';
import { useMoveOccurrence, useSkipOccurrence } from './use-planner-mutations.ts';
import { useSeriesControls } from './use-series-controls.tsx';

/**
 * What the planner page does with runs and series: open a run, move a dragged one (this, or this
 * and the following), skip or bring back a date, pause, resume, end or delete a series.
 */
export function usePlannerActions() {
  const { t } = useTranslation();
  const move = useMoveOccurrence();
  const skip = useSkipOccurrence();
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const controls = useSeriesControls(() => setOpen(null));
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'planner.form.saveFailed') });
  const done = (key: string) => notifications.show({ color: 'teal', message: t(key) });

  function dropped(event: CalendarEvent, to: Date, revert: () => void) {
    if (!event.series_id || !event.occurs_at || !event.editable) {
      revert();
      notifications.show({ color: 'orange', message: t('planner.move.notMovable') });
      return;
    }
    setPending({ event, to, revert });
  }

  async function confirmMove(scope: 'this' | 'following') {
    if (!pending) return;
    const { event, to } = pending;
    try {
      await move.mutateAsync({
        seriesId: event.series_id!,
        move: { occurs_at: event.occurs_at!, run_at: to.toISOString(), scope },
      });
      done('planner.move.moved');
    } catch (error) {
      pending.revert();
      fail(error);
    }
    setPending(null);
  }

  function cancelMove() {
    pending?.revert();
    setPending(null);
  }

  async function skipDate(event: CalendarEvent, restore: boolean) {
    try {
      await skip.mutateAsync({ seriesId: event.series_id!, occursAt: event.occurs_at!, restore });
      done(restore ? 'planner.event.restored' : 'planner.event.skipped');
      setOpen(null);
    } catch (error) {
      fail(error);
    }
  }

  return {
    open,
    setOpen,
    pending,
    dropped,
    confirmMove,
    cancelMove,
    skipDate,
    controlOne: controls.controlOne,
    confirm: controls.confirm,
    busy: move.isPending || skip.isPending || controls.busy,
  };
}

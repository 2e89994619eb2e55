import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Series } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import type { SeriesControl } from '../planner-api.ts';
import { useControlSeries, useDeleteSeries } from './use-planner-mutations.ts';

/** Pause, resume, end (asked first) and delete (asked first) a series. */
export function useSeriesControls(onDone: () => void = () => {}) {
  const { t } = useTranslation();
  const control = useControlSeries();
  const remove = useDeleteSeries();
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'planner.form.saveFailed') });
  const done = () => {
    notifications.show({ color: 'teal', message: t('planner.list.done') });
    onDone();
  };

  async function controlOne(seriesId: string, action: SeriesControl) {
    try {
      await control.mutateAsync({ seriesId, control: action });
      done();
    } catch (error) {
      fail(error);
    }
  }

  async function deleteOne(seriesId: string) {
    try {
      await remove.mutateAsync(seriesId);
      done();
    } catch (error) {
      fail(error);
    }
  }

  function confirm(series: Series, kind: 'end' | 'delete') {
    modals.openConfirmModal({
      title: series.name,
      children: <Text size="sm">{t(`planner.list.${kind}Confirm`, { name: series.name })}</Text>,
      labels: { confirm: t(`planner.list.${kind}`), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void (kind === 'end' ? controlOne(series.id, 'end') : deleteOne(series.id)),
    });
  }

  return { controlOne, confirm, busy: control.isPending || remove.isPending };
}

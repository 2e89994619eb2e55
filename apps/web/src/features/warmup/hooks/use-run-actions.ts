import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useStartWarmup, useStopWarmup } from './use-warmup-mutations.ts';

/** Start (with the chosen devices) and Stop, each telling how it went. */
export function useRunActions() {
  const { t } = useTranslation();
  const start = useStartWarmup();
  const stop = useStopWarmup();

  async function startWith(deviceIds: string[]) {
    try {
      await start.mutateAsync(deviceIds);
      notifications.show({ color: 'teal', message: t('warmup.run.started') });
    } catch (error) {
      // The server's reason when it gave one: a device not ready, settings never saved.
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'warmup.run.startFailed') });
    }
  }

  async function stopNow() {
    try {
      await stop.mutateAsync();
      notifications.show({ color: 'teal', message: t('warmup.run.stopped') });
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'warmup.run.stopFailed') });
    }
  }

  return { startWith, stopNow, starting: start.isPending, stopping: stop.isPending };
}

import { notifications } from '@mantine/notifications';
import type { StartNumberCheckRequest } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useStartNumberCheck } from './use-number-checks.ts';

/** Starts a check (a contact, a selection, a group, an import) and says so; its panel shows the progress. */
export function useCheckNumbers() {
  const { t } = useTranslation();
  const start = useStartNumberCheck();
  async function check(input: StartNumberCheckRequest) {
    try {
      const started = await start.mutateAsync(input);
      notifications.show({
        color: 'teal',
        message:
          started.status === 'completed'
            ? t('numberChecks.startedCached', { count: started.total })
            : t('numberChecks.started', { count: started.total }),
      });
      return started;
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'numberChecks.failed') });
      return undefined;
    }
  }
  return { check, busy: start.isPending };
}

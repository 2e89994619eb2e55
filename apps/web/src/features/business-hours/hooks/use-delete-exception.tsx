import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { BusinessHoursException } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useDeleteException } from './use-business-hours.ts';

/** Asks before deleting a holiday (named and dated as the list shows it), then says how it went. */
export function useAskDeleteException(
  describe: (exception: BusinessHoursException) => { name: string; date: string },
) {
  const { t } = useTranslation();
  const remove = useDeleteException();
  return (exception: BusinessHoursException) =>
    modals.openConfirmModal({
      title: t('businessHours.exceptions.deleteTitle'),
      children: <Text size="sm">{t('businessHours.exceptions.deleteQuestion', describe(exception))}</Text>,
      labels: {
        confirm: t('businessHours.exceptions.deleteConfirm'),
        cancel: t('businessHours.exceptions.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(exception.exception_id);
          notifications.show({ color: 'teal', message: t('businessHours.exceptions.deleted') });
        } catch (error) {
          notifications.show({
            color: 'red',
            message: apiErrorMessage(t, error, 'businessHours.exceptions.deleteFailed'),
          });
        }
      },
    });
}

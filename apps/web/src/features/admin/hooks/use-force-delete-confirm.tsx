import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { AdminSubscriptionRow } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useForceDeleteSubscription } from './use-admin-subscriptions.ts';

/** Asks, with a warning, before an ended subscription is deleted for good. */
export function useForceDeleteConfirm() {
  const { t } = useTranslation();
  const forceDelete = useForceDeleteSubscription();
  return (row: AdminSubscriptionRow) =>
    modals.openConfirmModal({
      title: t('admin.subscriptions.forceDelete'),
      children: (
        <Stack gap="xs">
          <Text size="sm" c="red" fw={600}>
            {t('admin.subscriptions.forceDeleteWarning')}
          </Text>
          <Text size="sm">{t('admin.subscriptions.forceDeleteOf', { name: row.account_dict.name })}</Text>
        </Stack>
      ),
      labels: { confirm: t('admin.subscriptions.forceDeleteConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await forceDelete.mutateAsync(row.subscription_id);
          notifications.show({ color: 'teal', message: t('admin.subscriptions.deleted') });
        } catch (error) {
          notifications.show({
            color: 'red',
            message: apiErrorMessage(t, error, 'admin.subscriptions.deleteFailed'),
          });
        }
      },
    });
}

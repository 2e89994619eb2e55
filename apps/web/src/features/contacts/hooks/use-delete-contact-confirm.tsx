import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Contact } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useDeleteContact } from './use-contacts.ts';

/** Asks before deleting a contact; once deleted, `onDeleted` (it leaves the selection). */
export function useDeleteContactConfirm(onDeleted: (contact: Contact) => void) {
  const { t } = useTranslation();
  const remove = useDeleteContact();
  return (contact: Contact) =>
    modals.openConfirmModal({
      title: t('contacts.delete.title', { name: contact.name }),
      children: <Text size="sm">{t('contacts.delete.question')}</Text>,
      labels: { confirm: t('contacts.table.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(contact.id);
          onDeleted(contact);
          notifications.show({ color: 'teal', message: t('contacts.delete.done', { name: contact.name }) });
        } catch (error) {
          notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'contacts.delete.failed') });
        }
      },
    });
}

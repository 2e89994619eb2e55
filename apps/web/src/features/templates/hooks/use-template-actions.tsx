import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ContentTemplate } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useDeleteTemplateForever, useRestoreTemplate, useTrashTemplate } from './use-template-mutations.ts';

/** Trash (undone by Restore, so no question), restore, and delete for good (asked first). */
export function useTemplateActions() {
  const { t } = useTranslation();
  const formats = useFormats();
  const trash = useTrashTemplate();
  const restore = useRestoreTemplate();
  const deleteForever = useDeleteTemplateForever();
  const failed = (error: unknown, key: string) =>
    notifications.show({ color: 'red', message: apiErrorMessage(t, error, key) });

  async function moveToTrash(template: ContentTemplate) {
    try {
      const trashed = await trash.mutateAsync(template.id);
      const date = trashed.purge_at ? formats.date(trashed.purge_at) : '';
      notifications.show({
        color: 'teal',
        message: t('templates.trash.moved', { name: template.name, date }),
      });
    } catch (error) {
      failed(error, 'templates.trash.moveFailed');
    }
  }

  async function restoreFromTrash(template: ContentTemplate) {
    try {
      await restore.mutateAsync(template.id);
      notifications.show({ color: 'teal', message: t('templates.trash.restored', { name: template.name }) });
    } catch (error) {
      failed(error, 'templates.trash.restoreFailed');
    }
  }

  function askDeleteForever(template: ContentTemplate) {
    modals.openConfirmModal({
      title: t('templates.trash.confirmTitle', { name: template.name }),
      children: <Text size="sm">{t('templates.trash.confirmText')}</Text>,
      labels: { confirm: t('templates.trash.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deleteForever.mutateAsync(template.id);
          notifications.show({
            color: 'teal',
            message: t('templates.trash.deleted', { name: template.name }),
          });
        } catch (error) {
          failed(error, 'templates.trash.deleteFailed');
        }
      },
    });
  }

  return { moveToTrash, restoreFromTrash, askDeleteForever };
}

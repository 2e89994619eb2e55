import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { AdminDocContentItem } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { updateDocSection } from '../docs-admin-api.ts';
import { useRestoreDoc, useTreeChange, useUpdateDoc } from './use-docs-admin.ts';

/** Publishing or hiding sections and documents, and restoring a document's repository text. */
export function useDocPublishing(failed: (error: unknown) => void) {
  const { t } = useTranslation();
  const publishSection = useTreeChange(({ id, published }: { id: number; published: boolean }) =>
    updateDocSection(id, { is_published: published }),
  );
  const updateDoc = useUpdateDoc();
  const restoreDoc = useRestoreDoc();
  const run = (work: Promise<unknown>) => void work.catch(failed);

  function confirmRestore(entry: AdminDocContentItem) {
    modals.openConfirmModal({
      title: t('docsAdmin.restore.title'),
      children: <Text size="sm">{t('docsAdmin.restore.question', { title: entry.title_en })}</Text>,
      labels: { confirm: t('docsAdmin.restore.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'orange' },
      onConfirm: () =>
        void restoreDoc
          .mutateAsync(entry.id)
          .then((restored) =>
            notifications.show({
              color: 'teal',
              message: t('docsAdmin.restore.done', { title: restored.title_en }),
            }),
          )
          .catch(failed),
    });
  }

  return {
    publishSection: (id: number, published: boolean) => run(publishSection.mutateAsync({ id, published })),
    publishDoc: (entry: AdminDocContentItem, published: boolean) =>
      run(updateDoc.mutateAsync({ id: entry.id, input: { is_published: published } })),
    confirmRestore,
  };
}

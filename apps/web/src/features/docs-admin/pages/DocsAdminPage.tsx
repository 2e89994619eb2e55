import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminDocSection } from '@siar/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { DocEditorModal, type DocTarget } from '../components/DocEditorModal.tsx';
import { OrderBar } from '../components/OrderBar.tsx';
import { SectionCard } from '../components/SectionCard.tsx';
import { SectionModal } from '../components/SectionModal.tsx';
import { useDocPublishing } from '../hooks/use-doc-publishing.tsx';
import { useDocsTree } from '../hooks/use-docs-admin.ts';
import { useDocsOrder } from '../hooks/use-docs-order.ts';

/**
 * /apanel/docs: the docs site's sections and documents in order; create, edit, publish or hide,
 * restore the repository's text. Moving is arranged here first and reaches the site only with
 * "Save order" ("Cancel" puts the saved order back).
 */
export function DocsAdminPage() {
  const { t } = useTranslation();
  const tree = useDocsTree();
  const [section, setSection] = useState<AdminDocSection | 'new' | null>(null);
  const [doc, setDoc] = useState<DocTarget | null>(null);
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'docsAdmin.saveFailed') });
  const order = useDocsOrder(tree.data ?? [], failed);
  const publishing = useDocPublishing(failed);
  const { sections } = order;

  return (
    <PageFrame>
      <Group justify="space-between">
        <Text c="dimmed" size="sm" maw={640}>
          {t('docsAdmin.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setSection('new')}>
          {t('docsAdmin.section.create')}
        </Button>
      </Group>
      {tree.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : null}
      {tree.isError ? <Text c="red">{apiErrorMessage(t, tree.error, 'docsAdmin.loadFailed')}</Text> : null}
      {order.arranging ? (
        <OrderBar saving={order.saving} onSave={() => void order.save()} onCancel={order.cancel} />
      ) : null}
      {sections.map((item, index) => (
        <SectionCard
          key={item.id}
          section={item}
          first={index === 0}
          last={index === sections.length - 1}
          onPublish={(published) => publishing.publishSection(item.id, published)}
          onMove={(by) => order.moveSection(index, by)}
          onEdit={() => setSection(item)}
          onAddDoc={() => setDoc({ sectionId: item.id })}
          docs={{
            onEdit: (id) => setDoc({ docId: id }),
            onPublish: publishing.publishDoc,
            onRestore: publishing.confirmRestore,
            onMove: (at, by) => order.moveDoc(item, at, by),
          }}
        />
      ))}
      <SectionModal section={section} onClose={() => setSection(null)} />
      <DocEditorModal target={doc} sections={sections} onClose={() => setDoc(null)} />
    </PageFrame>
  );
}

import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { AdminDocContentItem, AdminDocSection } from '@siar/shared';
import { IconArrowBackUp, IconArrowDown, IconArrowUp, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { DocEditorModal, type DocTarget } from '../components/DocEditorModal.tsx';
import { SectionModal } from '../components/SectionModal.tsx';
import { moved } from '../doc-form.ts';
import { changedOrders, hasOrderChanges, NO_DRAFT, type OrderDraft, withDraft } from '../doc-order.ts';
import { orderDocContents, orderDocSections, updateDocSection } from '../docs-admin-api.ts';
import { useDocsTree, useRestoreDoc, useTreeChange, useUpdateDoc } from '../hooks/use-docs-admin.ts';

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
  const [draft, setDraft] = useState<OrderDraft>(NO_DRAFT);
  const saved = tree.data ?? [];
  const sections = withDraft(saved, draft);
  const arranging = hasOrderChanges(saved, draft);

  const orderSections = useTreeChange(orderDocSections);
  const orderDocs = useTreeChange(({ sectionId, ids }: { sectionId: number; ids: number[] }) =>
    orderDocContents(sectionId, ids),
  );
  const publishSection = useTreeChange(({ id, published }: { id: number; published: boolean }) =>
    updateDocSection(id, { is_published: published }),
  );
  const updateDoc = useUpdateDoc();
  const restoreDoc = useRestoreDoc();
  const [savingOrder, setSavingOrder] = useState(false);

  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'docsAdmin.saveFailed') });
  const run = (work: Promise<unknown>) => void work.catch(failed);

  async function saveOrder() {
    const changed = changedOrders(saved, draft);
    setSavingOrder(true);
    try {
      if (changed.sections) await orderSections.mutateAsync(changed.sections);
      for (const order of changed.docs) await orderDocs.mutateAsync(order);
      setDraft(NO_DRAFT);
      notifications.show({ color: 'teal', message: t('docsAdmin.order.saved') });
    } catch (error) {
      failed(error);
    } finally {
      setSavingOrder(false);
    }
  }

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
      {arranging ? (
        <Paper
          withBorder
          p="sm"
          pos="sticky"
          top={0}
          style={{ zIndex: 2 }}
          role="region"
          aria-label={t('docsAdmin.order.unsaved')}
        >
          <Group justify="space-between">
            <Text size="sm">{t('docsAdmin.order.unsavedHint')}</Text>
            <Group gap="xs">
              <Button variant="default" onClick={() => setDraft(NO_DRAFT)} disabled={savingOrder}>
                {t('common.cancel')}
              </Button>
              <Button onClick={() => void saveOrder()} loading={savingOrder}>
                {t('docsAdmin.order.save')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      {sections.map((item, index) => (
        <Card key={item.id} withBorder component="section" aria-label={item.title_en}>
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <Group gap="xs">
              <Text fw={700}>{item.title_en}</Text>
              <Text c="dimmed" size="sm">
                /{item.slug_field}
              </Text>
              {item.staff_edited ? <Badge variant="light">{t('docsAdmin.staffEdited')}</Badge> : null}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Switch
                label={t('docsAdmin.published')}
                checked={item.is_published}
                onChange={(event) =>
                  run(publishSection.mutateAsync({ id: item.id, published: event.currentTarget.checked }))
                }
              />
              <MoveButtons
                label={item.title_en}
                first={index === 0}
                last={index === sections.length - 1}
                onMove={(by) =>
                  setDraft((current) => ({
                    ...current,
                    sections: moved(sections, index, by).map((s) => s.id),
                  }))
                }
              />
              <ActionIcon
                variant="subtle"
                aria-label={t('docsAdmin.section.edit', { title: item.title_en })}
                onClick={() => setSection(item)}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Group>
          </Group>
          <DocsTable
            docs={item.doc_contents}
            onEdit={(id) => setDoc({ docId: id })}
            onPublish={(entry, published) =>
              run(updateDoc.mutateAsync({ id: entry.id, input: { is_published: published } }))
            }
            onRestore={confirmRestore}
            onMove={(at, by) =>
              setDraft((current) => ({
                ...current,
                docs: { ...current.docs, [item.id]: moved(item.doc_contents, at, by).map((d) => d.id) },
              }))
            }
          />
          <Group mt="sm">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setDoc({ sectionId: item.id })}
            >
              {t('docsAdmin.doc.create')}
            </Button>
          </Group>
        </Card>
      ))}
      <SectionModal section={section} onClose={() => setSection(null)} />
      <DocEditorModal target={doc} sections={sections} onClose={() => setDoc(null)} />
    </PageFrame>
  );
}

type DocsTableProps = {
  docs: AdminDocContentItem[];
  onEdit: (id: number) => void;
  onPublish: (doc: AdminDocContentItem, published: boolean) => void;
  onRestore: (doc: AdminDocContentItem) => void;
  onMove: (index: number, by: -1 | 1) => void;
};

function DocsTable({ docs, onEdit, onPublish, onRestore, onMove }: DocsTableProps) {
  const { t } = useTranslation();
  if (docs.length === 0) return <Text c="dimmed">{t('docsAdmin.noDocs')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('docsAdmin.doc.title')}</Table.Th>
            <Table.Th>{t('docsAdmin.slug')}</Table.Th>
            <Table.Th>{t('docsAdmin.published')}</Table.Th>
            <Table.Th>{t('docsAdmin.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {docs.map((entry, index) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Group gap="xs">
                  <Text size="sm">{entry.title_en}</Text>
                  {entry.staff_edited ? (
                    <Badge variant="light" size="sm">
                      {t('docsAdmin.staffEdited')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {entry.slug_field}
                </Text>
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label={t('docsAdmin.publishDoc', { title: entry.title_en })}
                  checked={entry.is_published}
                  onChange={(event) => onPublish(entry, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <MoveButtons
                    label={entry.title_en}
                    first={index === 0}
                    last={index === docs.length - 1}
                    onMove={(by) => onMove(index, by)}
                  />
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('docsAdmin.doc.edit', { title: entry.title_en })}
                    onClick={() => onEdit(entry.id)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  {entry.staff_edited && entry.from_repository ? (
                    <ActionIcon
                      variant="subtle"
                      color="orange"
                      aria-label={t('docsAdmin.restore.action', { title: entry.title_en })}
                      onClick={() => onRestore(entry)}
                    >
                      <IconArrowBackUp size={16} />
                    </ActionIcon>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type MoveProps = { label: string; first: boolean; last: boolean; onMove: (by: -1 | 1) => void };

function MoveButtons({ label, first, last, onMove }: MoveProps) {
  const { t } = useTranslation();
  return (
    <>
      <ActionIcon
        variant="subtle"
        disabled={first}
        aria-label={t('docsAdmin.moveUp', { title: label })}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        disabled={last}
        aria-label={t('docsAdmin.moveDown', { title: label })}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
    </>
  );
}

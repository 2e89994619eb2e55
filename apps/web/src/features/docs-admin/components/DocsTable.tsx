import { ActionIcon, Badge, Group, Switch, Table, Text } from '@mantine/core';
import type { AdminDocContentItem } from '@siar/shared';
import { IconArrowBackUp, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoveButtons } from './MoveButtons.tsx';

type DocsTableProps = {
  docs: AdminDocContentItem[];
  onEdit: (id: number) => void;
  onPublish: (doc: AdminDocContentItem, published: boolean) => void;
  onRestore: (doc: AdminDocContentItem) => void;
  onMove: (index: number, by: -1 | 1) => void;
};

/** A section's documents: published or hidden, moved, edited, their repository text restored. */
export function DocsTable({ docs, onEdit, onPublish, onRestore, onMove }: DocsTableProps) {
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

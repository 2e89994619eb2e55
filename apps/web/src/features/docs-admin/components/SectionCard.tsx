import { ActionIcon, Badge, Button, Card, Group, Switch, Text } from '@mantine/core';
import type { AdminDocContentItem, AdminDocSection } from '@siar/shared';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DocsTable } from './DocsTable.tsx';
import { MoveButtons } from './MoveButtons.tsx';

type Props = {
  section: AdminDocSection;
  first: boolean;
  last: boolean;
  onPublish: (published: boolean) => void;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onAddDoc: () => void;
  /** What its documents' table does with one of them. */
  docs: {
    onEdit: (id: number) => void;
    onPublish: (doc: AdminDocContentItem, published: boolean) => void;
    onRestore: (doc: AdminDocContentItem) => void;
    onMove: (index: number, by: -1 | 1) => void;
  };
};

/** A section of the docs site: its title and slug, published or not, its place, its documents. */
export function SectionCard({ section, first, last, onPublish, onMove, onEdit, onAddDoc, docs }: Props) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-label={section.title_en}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs">
          <Text fw={700}>{section.title_en}</Text>
          <Text c="dimmed" size="sm">
            /{section.slug_field}
          </Text>
          {section.staff_edited ? <Badge variant="light">{t('docsAdmin.staffEdited')}</Badge> : null}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Switch
            label={t('docsAdmin.published')}
            checked={section.is_published}
            onChange={(event) => onPublish(event.currentTarget.checked)}
          />
          <MoveButtons label={section.title_en} first={first} last={last} onMove={onMove} />
          <ActionIcon
            variant="subtle"
            aria-label={t('docsAdmin.section.edit', { title: section.title_en })}
            onClick={onEdit}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <DocsTable docs={section.doc_contents} {...docs} />
      <Group mt="sm">
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={onAddDoc}>
          {t('docsAdmin.doc.create')}
        </Button>
      </Group>
    </Card>
  );
}

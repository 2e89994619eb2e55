import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import type { ContentTemplate } from '@siar/shared';
import { IconPaperclip, IconPencil, IconRestore, IconTrash, IconTrashX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';

/** What can be done with a template: edit or trash it; in the trash, restore or delete it for good. */
export type TemplateRowActions = {
  onEdit: (template: ContentTemplate) => void;
  onTrash: (template: ContentTemplate) => void;
  onRestore: (template: ContentTemplate) => void;
  onDeleteForever: (template: ContentTemplate) => void;
};

type Props = TemplateRowActions & { template: ContentTemplate; trash: boolean };

/** A template in the list or the trash: name, text, attachment, when updated (or purged). */
export function TemplateRow({ template, trash, ...actions }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const date = (value: string | null) =>
    value ? (trash ? formats.date(value) : formats.dateTime(value)) : '';
  return (
    <Table.Tr data-testid="template-row">
      <Table.Td fw={500}>{template.name}</Table.Td>
      <Table.Td maw={360}>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {template.body}
        </Text>
      </Table.Td>
      <Table.Td>
        {template.media ? (
          <Tooltip label={template.media.file_name}>
            <IconPaperclip
              size={16}
              aria-label={t('templates.table.hasAttachment', { name: template.media.file_name })}
            />
          </Tooltip>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{date(trash ? template.purge_at : template.updated_at)}</Text>
      </Table.Td>
      <Table.Td>
        <TemplateActions template={template} trash={trash} {...actions} />
      </Table.Td>
    </Table.Tr>
  );
}

function TemplateActions({ template, trash, onEdit, onTrash, onRestore, onDeleteForever }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {trash ? (
        <>
          <ActionIcon
            variant="subtle"
            aria-label={t('templates.trash.restore', { name: template.name })}
            onClick={() => onRestore(template)}
          >
            <IconRestore size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('templates.trash.deleteForever', { name: template.name })}
            onClick={() => onDeleteForever(template)}
          >
            <IconTrashX size={18} />
          </ActionIcon>
        </>
      ) : (
        <>
          <ActionIcon
            variant="subtle"
            aria-label={t('templates.table.edit', { name: template.name })}
            onClick={() => onEdit(template)}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('templates.table.delete', { name: template.name })}
            onClick={() => onTrash(template)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </>
      )}
    </Group>
  );
}

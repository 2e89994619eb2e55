import { ActionIcon, EmptyState, Group, Paper, Table, Text, Tooltip } from '@mantine/core';
import type { ContentTemplate, TemplatesPage } from '@siar/shared';
import {
  IconPaperclip,
  IconPencil,
  IconRestore,
  IconTemplate,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { TableRows } from '../../../components/TableRows.tsx';

type Props = {
  list: 'live' | 'trash';
  query: UseQueryResult<TemplatesPage>;
  searching: boolean;
  onEdit: (template: ContentTemplate) => void;
  onTrash: (template: ContentTemplate) => void;
  onRestore: (template: ContentTemplate) => void;
  onDeleteForever: (template: ContentTemplate) => void;
};

const COLUMNS = 5;

/** The live templates or the trash: loading, the failure with a retry, empty, the rows. */
export function TemplatesTable({
  list,
  query,
  searching,
  onEdit,
  onTrash,
  onRestore,
  onDeleteForever,
}: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} />;
  const trash = list === 'trash';
  const date = (value: string | null) =>
    value ? (trash ? formats.date(value) : formats.dateTime(value)) : '';

  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={640}>
        <Table
          verticalSpacing="sm"
          highlightOnHover
          aria-label={t(trash ? 'templates.trash.label' : 'templates.table.label')}
          aria-busy={query.isFetching}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('templates.table.name')}</Table.Th>
              <Table.Th>{t('templates.table.message')}</Table.Th>
              <Table.Th w={40}>
                <IconPaperclip size={16} aria-label={t('templates.table.attachment')} />
              </Table.Th>
              <Table.Th>{t(trash ? 'templates.trash.purgeAt' : 'templates.table.updated')}</Table.Th>
              <Table.Th ta="right">{t('templates.table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableRows
              pending={query.isPending}
              rows={query.data?.results}
              columns={COLUMNS}
              empty={
                <EmptyState
                  py="xl"
                  icon={trash ? <IconTrash size={28} /> : <IconTemplate size={28} />}
                  withIndicatorBackground
                  title={t(
                    searching
                      ? 'templates.table.noMatch'
                      : trash
                        ? 'templates.trash.empty'
                        : 'templates.table.empty',
                  )}
                  description={
                    searching
                      ? undefined
                      : t(trash ? 'templates.trash.emptyHint' : 'templates.table.emptyHint')
                  }
                  data-testid="templates-empty"
                />
              }
              renderRow={(template) => (
                <Table.Tr key={template.id} data-testid="template-row">
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
                  </Table.Td>
                </Table.Tr>
              )}
            />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

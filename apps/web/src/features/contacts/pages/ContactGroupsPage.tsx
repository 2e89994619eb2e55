import { ActionIcon, Anchor, Button, Group, Pagination, Paper, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ContactGroup } from '@siar/shared';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../app/format.ts';
import { apiErrorMessage } from '../../../app/messages.ts';
import { PATHS } from '../../../app/paths.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { TableRows } from '../../../components/TableRows.tsx';
import { CheckNumbersAction } from '../components/CheckNumbersAction.tsx';
import { GroupNameModal } from '../components/GroupNameModal.tsx';
import { NumberCheckPanel } from '../components/NumberCheckPanel.tsx';
import { useContactGroups, useDeleteGroup } from '../hooks/use-contact-groups.ts';

/** /app/c/contact-groups: the account's groups with their member counts. */
export function ContactGroupsPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const [page, setPage] = useState(1);
  const groups = useContactGroups(page);
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<ContactGroup | 'new' | null>(null);
  const pages = Math.max(1, Math.ceil((groups.data?.count ?? 0) / 100));

  function askDelete(group: ContactGroup) {
    modals.openConfirmModal({
      title: t('contacts.groups.deleteTitle', { name: group.name }),
      children: <Text size="sm">{t('contacts.groups.deleteQuestion')}</Text>,
      labels: { confirm: t('contacts.table.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(group.id);
          notifications.show({ color: 'teal', message: t('contacts.groups.deleted', { name: group.name }) });
        } catch (error) {
          notifications.show({
            color: 'red',
            message: apiErrorMessage(t, error, 'contacts.groups.deleteFailed'),
          });
        }
      },
    });
  }

  const rows = groups.data?.results ?? [];
  return (
    <PageFrame breadcrumb={{ label: 'routes.cpanel-contacts.title', to: PATHS.cpanel.contacts }}>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('contacts.groups.create')}
        </Button>
      </Group>
      <NumberCheckPanel />
      {groups.isError && !groups.data ? (
        <LoadError onRetry={() => void groups.refetch()} />
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={480}>
            <Table highlightOnHover verticalSpacing="sm" aria-label={t('contacts.groups.label')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('contacts.groups.name')}</Table.Th>
                  <Table.Th>{t('contacts.groups.members')}</Table.Th>
                  <Table.Th>{t('contacts.fields.created')}</Table.Th>
                  <Table.Th w={128} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <TableRows
                  pending={groups.isPending}
                  rows={rows}
                  columns={4}
                  empty={
                    <Text ta="center" c="dimmed" py="xl">
                      {t('contacts.groups.empty')}
                    </Text>
                  }
                  renderRow={(group) => (
                    <Table.Tr key={group.id} data-testid="group-row">
                      <Table.Td>
                        <Anchor component={Link} to={`${PATHS.cpanel.contacts}?group=${group.id}`} size="sm">
                          {group.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td data-testid="member-count">{formats.number(group.member_count)}</Table.Td>
                      <Table.Td>{formats.date(group.created_at)}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <CheckNumbersAction
                            target={{ group_id: group.id }}
                            icon={{ label: t('numberChecks.checkGroup', { name: group.name }) }}
                          />
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('contacts.groups.renameOne', { name: group.name })}
                            onClick={() => setEditing(group)}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('contacts.groups.deleteOne', { name: group.name })}
                            onClick={() => askDelete(group)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  )}
                />
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
      <GroupNameModal group={editing} onClose={() => setEditing(null)} />
    </PageFrame>
  );
}

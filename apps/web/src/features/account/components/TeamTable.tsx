import { ActionIcon, Badge, Group, Switch, Table, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { TeamMember } from '@siar/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useRemoveTeamMember, useUpdateTeamMember } from '../hooks/use-team.ts';

type Props = {
  members: readonly TeamMember[];
  onEdit: (member: TeamMember) => void;
};

export function TeamTable({ members, onEdit }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const update = useUpdateTeamMember();
  const remove = useRemoveTeamMember();

  async function setActive(member: TeamMember, active: boolean) {
    try {
      await update.mutateAsync({ userId: member.id, patch: { is_active: active } });
      notifications.show({
        color: 'teal',
        message: active
          ? t('account.team.activated', { name: member.name })
          : t('account.team.deactivated', { name: member.name }),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'account.team.saveFailed') });
    }
  }

  function confirmRemove(member: TeamMember) {
    modals.openConfirmModal({
      title: t('account.team.removeTitle'),
      children: <Text size="sm">{t('account.team.removeQuestion', { name: member.name })}</Text>,
      labels: { confirm: t('account.team.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(member.id);
          notifications.show({ color: 'teal', message: t('account.team.removed', { name: member.name }) });
        } catch (error) {
          notifications.show({
            color: 'red',
            message: apiErrorMessage(t, error, 'account.team.removeFailed'),
          });
        }
      },
    });
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" aria-label={t('account.team.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('signUp.fields.name')}</Table.Th>
            <Table.Th>{t('signUp.fields.username')}</Table.Th>
            <Table.Th>{t('account.team.contact')}</Table.Th>
            <Table.Th>{t('account.team.role')}</Table.Th>
            <Table.Th>{t('account.team.lastLogin')}</Table.Th>
            <Table.Th>{t('account.team.active')}</Table.Th>
            <Table.Th aria-label={t('account.team.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const isAgent = member.role === 'agent';
            return (
              <Table.Tr key={member.id}>
                <Table.Td>{member.name}</Table.Td>
                <Table.Td>{member.username}</Table.Td>
                <Table.Td>
                  <Text size="sm">{member.email}</Text>
                  <Text size="xs" c="dimmed">
                    {member.phone_number}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={isAgent ? 'blue' : 'grape'}>
                    {isAgent ? t('account.team.roleAgent') : t('account.team.roleOwner')}
                  </Badge>
                </Table.Td>
                <Table.Td>{member.last_login_at ? formats.dateTime(member.last_login_at) : '—'}</Table.Td>
                <Table.Td>
                  {isAgent ? (
                    <Switch
                      checked={member.is_active}
                      onChange={(event) => void setActive(member, event.currentTarget.checked)}
                      aria-label={t('account.team.activeFor', { name: member.name })}
                    />
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {isAgent ? (
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Tooltip label={t('account.team.edit')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('account.team.editFor', { name: member.name })}
                          onClick={() => onEdit(member)}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('account.team.remove')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('account.team.removeFor', { name: member.name })}
                          onClick={() => confirmRemove(member)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { TeamMember } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useRemoveTeamMember, useUpdateTeamMember } from '../hooks/use-team.ts';
import { TeamRow } from './TeamRow.tsx';

type Props = {
  members: readonly TeamMember[];
  onEdit: (member: TeamMember) => void;
};

export function TeamTable({ members, onEdit }: Props) {
  const { t } = useTranslation();
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
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" aria-label={t('account.team.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('signUp.fields.name')}</Table.Th>
            <Table.Th>{t('signUp.fields.username')}</Table.Th>
            <Table.Th>{t('account.team.contact')}</Table.Th>
            <Table.Th>{t('account.team.role')}</Table.Th>
            <Table.Th>{t('account.team.openLimit')}</Table.Th>
            <Table.Th>{t('account.team.lastLogin')}</Table.Th>
            <Table.Th>{t('account.team.active')}</Table.Th>
            <Table.Th aria-label={t('account.team.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <TeamRow
              key={member.id}
              member={member}
              onEdit={onEdit}
              onActive={(target, active) => void setActive(target, active)}
              onRemove={confirmRemove}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { ActionIcon, Badge, Group, Switch, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { TeamMember } from '@siar/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { PresenceDot } from './PresenceDot.tsx';

type Props = {
  member: TeamMember;
  onEdit: (member: TeamMember) => void;
  onActive: (member: TeamMember, active: boolean) => void;
  onRemove: (member: TeamMember) => void;
};

/** One member: presence beside the name, their open conversation limit; only agents are changed here. */
export function TeamRow({ member, onEdit, onActive, onRemove }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const isAgent = member.role === 'agent';
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <PresenceDot presence={member.presence} />
          <Text size="sm">{member.name}</Text>
        </Group>
      </Table.Td>
      <Table.Td>{member.username}</Table.Td>
      <Table.Td>
        <Text size="sm">{member.email}</Text>
        <Text size="xs" c="dimmed">
          {member.phone_number}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={isAgent ? 'blue' : 'grape'} miw="max-content">
          {isAgent ? t('account.team.roleAgent') : t('account.team.roleOwner')}
        </Badge>
      </Table.Td>
      <Table.Td>
        <OpenLimit limit={member.open_limit} />
      </Table.Td>
      <Table.Td>{member.last_login_at ? formats.dateTime(member.last_login_at) : '—'}</Table.Td>
      <Table.Td>
        {isAgent ? (
          <Switch
            checked={member.is_active}
            onChange={(event) => onActive(member, event.currentTarget.checked)}
            aria-label={t('account.team.activeFor', { name: member.name })}
          />
        ) : null}
      </Table.Td>
      <Table.Td>
        {isAgent ? <RowActions member={member} onEdit={onEdit} onRemove={onRemove} /> : null}
      </Table.Td>
    </Table.Tr>
  );
}

function OpenLimit({ limit }: { limit: number | null }) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (limit === null) {
    return (
      <Text size="sm" c="dimmed">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('account.team.noLimit')}</VisuallyHidden>
      </Text>
    );
  }
  return <Text size="sm">{formats.number(limit)}</Text>;
}

function RowActions({ member, onEdit, onRemove }: Omit<Props, 'onActive'>) {
  const { t } = useTranslation();
  return (
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
          onClick={() => onRemove(member)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

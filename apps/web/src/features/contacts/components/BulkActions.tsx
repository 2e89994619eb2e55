import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { BulkContactAction, ContactFilterRequest } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useContactGroups } from '../hooks/use-contact-groups.ts';
import { useBulkContacts } from '../hooks/use-contacts.ts';
import { CheckNumbersAction } from './CheckNumbersAction.tsx';

type Props = {
  selected: string[];
  /** Every contact matching the list's filter instead of the selected ids, with its count as shown. */
  matching?: { filter: ContactFilterRequest; count: string } | null;
  onDone: () => void;
};

/** What can be done with the selected contacts: into or out of a group, or deleted. */
export function BulkActions({ selected, matching, onDone }: Props) {
  const { t } = useTranslation();
  const groups = useContactGroups();
  const bulk = useBulkContacts();
  const [groupId, setGroupId] = useState<string | null>(null);

  async function run(action: BulkContactAction) {
    try {
      const answer = await bulk.mutateAsync(
        matching
          ? { action, filter: matching.filter, group_id: groupId }
          : { action, contact_ids: selected, group_id: groupId },
      );
      notifications.show({
        color: 'teal',
        message: t(`contacts.bulk.done.${action}`, { count: answer.affected }),
      });
      onDone();
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'contacts.bulk.failed') });
    }
  }

  function askDelete() {
    modals.openConfirmModal({
      title: t('contacts.bulk.deleteTitle', { count: matching?.count ?? selected.length }),
      children: <Text size="sm">{t('contacts.bulk.deleteQuestion')}</Text>,
      labels: { confirm: t('contacts.table.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void run('delete'),
    });
  }

  return (
    <Paper withBorder p="sm" data-testid="bulk-actions">
      <Group gap="sm" wrap="wrap">
        <Text fw={600} size="sm">
          {t('contacts.bulk.selected', { count: matching?.count ?? selected.length })}
        </Text>
        <Select
          aria-label={t('contacts.bulk.group')}
          placeholder={t('contacts.bulk.group')}
          data={(groups.data?.results ?? []).map((g) => ({ value: g.id, label: g.name }))}
          value={groupId}
          onChange={setGroupId}
          searchable
          w={{ base: '100%', xs: 200 }}
        />
        <Button
          size="xs"
          disabled={!groupId}
          loading={bulk.isPending}
          onClick={() => void run('add_to_group')}
        >
          {t('contacts.bulk.add_to_group')}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!groupId}
          loading={bulk.isPending}
          onClick={() => void run('remove_from_group')}
        >
          {t('contacts.bulk.remove_from_group')}
        </Button>
        <CheckNumbersAction
          target={matching ? { filter: matching.filter } : { contact_ids: selected }}
          onStarted={onDone}
        />
        <Button size="xs" color="red" variant="light" onClick={askDelete}>
          {t('contacts.bulk.delete')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onDone}>
          {t('contacts.bulk.clear')}
        </Button>
      </Group>
    </Paper>
  );
}

import { Button, Checkbox, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LabelRef } from '@siar/shared';
import { IconSettings, IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useLabels } from '../hooks/use-labels.ts';

type Props = {
  /** What carries them now (a conversation's or a contact's labels). */
  current: LabelRef[];
  onToggle: (labelId: string, on: boolean) => Promise<unknown>;
  busy: boolean;
  onManage: () => void;
};

/** A menu of the account's labels, each ticked when on; a click puts it on or takes it off. */
export function LabelsControl({ current, onToggle, busy, onManage }: Props) {
  const { t } = useTranslation();
  const labels = useLabels();
  const on = new Set(current.map((label) => label.label_id));
  const toggle = (labelId: string) =>
    onToggle(labelId, !on.has(labelId)).catch((error) =>
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'chats.labels.failed') }),
    );
  return (
    <Menu position="bottom-end" withinPortal closeOnItemClick={false}>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconTag size={14} />}
          loading={busy}
          data-testid="labels-control"
        >
          {current.length > 0 ? String(current.length) : t('chats.labels.edit')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        <Menu.Label>{t('chats.labels.title')}</Menu.Label>
        {labels.data?.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py={4}>
            {t('chats.labels.none')}
          </Text>
        ) : null}
        {(labels.data ?? []).map((label) => (
          <Menu.Item key={label.label_id} onClick={() => toggle(label.label_id)}>
            <Group gap={8} wrap="nowrap">
              <Checkbox
                size="xs"
                color={label.color}
                checked={on.has(label.label_id)}
                readOnly
                tabIndex={-1}
                aria-label={label.name}
              />
              <Text size="sm" truncate maw={200}>
                {label.name}
              </Text>
            </Group>
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconSettings size={14} />} onClick={onManage}>
          {t('chats.labels.manage')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

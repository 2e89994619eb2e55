import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ChatChannel } from '@siar/shared';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { PATHS } from '../../../app/paths.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { ChannelFormModal } from '../components/ChannelFormModal.tsx';
import { SortableChannels } from '../components/SortableChannels.tsx';
import {
  useDeleteChannel,
  useInvalidateChannels,
  useReorderChannels,
} from '../hooks/use-channel-mutations.ts';
import { useChannels, useChatDevices } from '../hooks/use-chats.ts';

/** 'Manage Chat Channels': create, edit, delete, and reorder by drag and drop, saved on drop. */
export function ChatChannelsPage() {
  const { t } = useTranslation();
  const refreshChannels = useInvalidateChannels();
  const channels = useChannels();
  const devices = useChatDevices();
  const [editing, setEditing] = useState<ChatChannel | 'new' | null>(null);
  const deviceNames = useMemo(
    () => new Map((devices.data ?? []).map((device) => [device.id, device.name])),
    [devices.data],
  );

  // The new order shows at once; a refusal puts the old one back and says so (spec text).
  const reorder = useReorderChannels(() =>
    notifications.show({ color: 'red', message: t('chats.channels.orderFailed') }),
  );
  const remove = useDeleteChannel({
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('chats.channels.deleted') });
      return refreshChannels();
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'chats.channels.saveFailed') }),
  });
  const confirmDelete = (channel: ChatChannel) =>
    modals.openConfirmModal({
      title: t('chats.channels.deleteTitle'),
      children: <Text size="sm">{t('chats.channels.deleteText', { name: channel.name })}</Text>,
      labels: { confirm: t('chats.channels.deleteConfirm'), cancel: t('chats.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(channel),
    });

  return (
    <PageFrame breadcrumb={{ label: 'routes.cpanel-wa-chats.title', to: PATHS.cpanel.chats }}>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('chats.channels.dragHint')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('chats.channels.add')}
        </Button>
      </Group>
      {channels.isPending ? (
        <Center>
          <Loader size="sm" aria-label={t('chats.loading')} />
        </Center>
      ) : channels.isError ? (
        <Group>
          <Text c="red">{t('chats.channels.loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => channels.refetch()}>
            {t('chats.tryAgain')}
          </Button>
        </Group>
      ) : channels.data.length === 0 ? (
        <Text c="dimmed" data-testid="channels-empty">
          {t('chats.channels.empty')}
        </Text>
      ) : (
        <SortableChannels
          channels={channels.data}
          deviceNames={deviceNames}
          onReorder={(next) => reorder.mutate(next)}
          onEdit={setEditing}
          onDelete={confirmDelete}
        />
      )}
      <ChannelFormModal channel={editing} onClose={() => setEditing(null)} />
    </PageFrame>
  );
}

import {
  Button,
  ColorSwatch,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHANNEL_COLORS, type ChannelColor, type ChatChannel } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { useInvalidateChannels, useSaveChannel } from '../hooks/use-channel-mutations.ts';
import { useChatDevices } from '../hooks/use-chats.ts';

type Props = { channel: ChatChannel | 'new' | null; onClose: () => void };

export function ChannelFormModal({ channel, onClose }: Props) {
  const { t } = useTranslation();
  const editing = channel !== null && channel !== 'new';
  return (
    <Modal
      opened={channel !== null}
      onClose={onClose}
      title={editing ? t('chats.channels.editTitle') : t('chats.channels.addTitle')}
    >
      {channel !== null ? (
        <ChannelForm
          key={editing ? channel.channel_id : 'new'}
          channel={editing ? channel : null}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function ChannelForm({ channel, onClose }: { channel: ChatChannel | null; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const refreshChannels = useInvalidateChannels();
  const devices = useChatDevices();
  const [name, setName] = useState(channel?.name ?? '');
  const [color, setColor] = useState<ChannelColor>(channel?.color ?? 'teal');
  const [deviceIds, setDeviceIds] = useState<string[]>(channel?.device_ids ?? []);
  const [autoAssign, setAutoAssign] = useState(channel?.auto_assign ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveChannel(channel, {
    onSuccess: async () => {
      await refreshChannels();
      notifications.show({ color: 'teal', message: t('chats.channels.saved') });
      onClose();
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? Object.entries(error.fieldCodes) : [];
      if (fields.length > 0)
        setErrors(Object.fromEntries(fields.map(([field, refs]) => [field, translate(refs[0]!)])));
      else
        notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'chats.channels.saveFailed') });
    },
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ name, color, device_ids: deviceIds, auto_assign: autoAssign });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('chats.channels.name')}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
        />
        <Select
          label={t('chats.channels.color')}
          data={CHANNEL_COLORS.map((value) => ({ value, label: t(`chats.colors.${value}`) }))}
          value={color}
          allowDeselect={false}
          onChange={(value) => value && setColor(value as ChannelColor)}
          leftSection={<ColorSwatch color={`var(--mantine-color-${color}-6)`} size={14} />}
          renderOption={({ option }) => (
            <Group gap="xs">
              <ColorSwatch color={`var(--mantine-color-${option.value}-6)`} size={14} />
              {option.label}
            </Group>
          )}
        />
        <MultiSelect
          label={t('chats.channels.devices')}
          data={(devices.data ?? []).map((device) => ({
            value: device.id,
            label: device.name,
          }))}
          value={deviceIds}
          error={errors.device_ids}
          onChange={setDeviceIds}
          nothingFoundMessage={t('chats.channels.noDevices')}
        />
        <Switch
          label={t('chats.channels.autoAssign')}
          description={t('chats.channels.autoAssignHint')}
          checked={autoAssign}
          onChange={(event) => setAutoAssign(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('chats.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('chats.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { writeAsSandboxContact } from '../chats-api.ts';

type Props = { opened: boolean; onClose: () => void; devices: { id: string; name: string }[] };

/** Sandbox devices only: play a contact who writes to the device, to try the inbox without a phone. */
export function SandboxContactModal({ opened, onClose, devices }: Props) {
  const { t } = useTranslation();
  const [deviceId, setDeviceId] = useState<string | null>(devices[0]?.id ?? null);
  const [phone, setPhone] = useState('+628991234567');
  const [text, setText] = useState('');
  const write = useMutation({
    mutationFn: () => writeAsSandboxContact({ device_id: deviceId ?? '', from_phone: phone, text }),
    onSuccess: () => {
      setText('');
      onClose();
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'chats.sandbox.failed') }),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('chats.sandbox.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          write.mutate();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('chats.sandbox.hint')}
          </Text>
          <Select
            label={t('chats.sandbox.device')}
            data={devices.map((device) => ({ value: device.id, label: device.name }))}
            value={deviceId ?? devices[0]?.id ?? null}
            onChange={setDeviceId}
            allowDeselect={false}
          />
          <TextInput
            label={t('chats.sandbox.from')}
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
          />
          <Textarea
            label={t('chats.sandbox.text')}
            autosize
            minRows={2}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button type="submit" loading={write.isPending} disabled={!text.trim()}>
            {t('chats.sandbox.send')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

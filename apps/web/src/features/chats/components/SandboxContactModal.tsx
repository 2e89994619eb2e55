import { Button, FileInput, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { attachmentProblem, MEDIA_MIMETYPES } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { useWriteAsSandboxContact } from '../hooks/use-message-mutations.ts';

const ACCEPT = Object.keys(MEDIA_MIMETYPES).join(',');

type Props = { opened: boolean; onClose: () => void; devices: { id: string; name: string }[] };

/** Sandbox devices only: play a contact who writes to the device, to try the inbox without a phone. */
export function SandboxContactModal({ opened, onClose, devices }: Props) {
  const { t } = useTranslation();
  const [deviceId, setDeviceId] = useState<string | null>(devices[0]?.id ?? null);
  const [phone, setPhone] = useState('+628991234567');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const translate = useTranslateMessage();
  // The contact's file is uploaded as the composer does; one WhatsApp would refuse is refused here.
  const attach = (picked: File | null) => {
    const refused = picked && attachmentProblem(picked);
    if (refused) notifications.show({ color: 'red', message: translate(refused) });
    else setFile(picked);
  };
  const write = useWriteAsSandboxContact({
    onSuccess: () => {
      setText('');
      setFile(null);
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
          write.mutate({ deviceId: deviceId ?? '', phone, text, file });
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
          <FileInput
            label={t('chats.sandbox.file')}
            placeholder={t('chats.sandbox.filePlaceholder')}
            accept={ACCEPT}
            clearable
            value={file}
            onChange={attach}
          />
          <Button type="submit" loading={write.isPending} disabled={!text.trim() && !file}>
            {t('chats.sandbox.send')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

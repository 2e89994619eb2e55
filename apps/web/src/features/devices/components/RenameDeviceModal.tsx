import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Device } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorMessage, useTranslateMessage } from '../../../app/messages.ts';
import { DEVICE_NAME_MAX } from '../device-form.ts';
import { useUpdateDevice } from '../hooks/use-device-mutations.ts';

type Props = {
  device: Pick<Device, 'id' | 'name'> | null;
  onClose: () => void;
};

export function RenameDeviceModal({ device, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={!!device} onClose={onClose} title={t('devices.rename.title')} centered>
      {device ? <RenameForm device={device} onClose={onClose} /> : null}
    </Modal>
  );
}

function RenameForm({ device, onClose }: { device: Pick<Device, 'id' | 'name'>; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const update = useUpdateDevice();
  const form = useForm({
    initialValues: { name: device.name },
    validate: { name: (value) => (value.trim() ? null : 'device_name_required') },
  });

  const submit = form.onSubmit(async ({ name }) => {
    try {
      await update.mutateAsync({ deviceId: device.id, patch: { name: name.trim() } });
      notifications.show({ color: 'teal', message: t('devices.rename.saved') });
      onClose();
    } catch (error) {
      const nameError = error instanceof ApiError ? error.fieldCodes.name?.[0] : undefined;
      if (nameError) form.setFieldError('name', nameError.code);
      else notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'devices.rename.failed') });
    }
  });

  const nameError = form.errors.name;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('devices.add.name')}
          maxLength={DEVICE_NAME_MAX}
          data-autofocus
          withAsterisk
          {...form.getInputProps('name')}
          error={typeof nameError === 'string' ? translate(nameError) : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('devices.rename.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

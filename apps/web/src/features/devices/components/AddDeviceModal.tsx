import { Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Device, PanelSelectOptions } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, translateMessage, useTranslateMessage } from '../../../app/messages.ts';
import { FormNotice } from '../../../components/FormNotice.tsx';
import {
  type AddDeviceValues,
  AUTO_GATEWAY,
  placeFieldRefusals,
  toCreateRequest,
  validateAddDevice,
} from '../device-form.ts';
import { useCreateDevice } from '../hooks/use-device-mutations.ts';
import { DeviceNameAndEngine } from './DeviceNameAndEngine.tsx';

type Props = {
  opened: boolean;
  options: PanelSelectOptions | undefined;
  onClose: () => void;
  /** The device was added and starts pairing: the page shows its pairing dialog. */
  onAdded: (device: Device) => void;
};

export function AddDeviceModal({ opened, options, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('devices.add.title')} centered size="lg">
      {opened && options ? <AddDeviceForm options={options} onClose={onClose} onAdded={onAdded} /> : null}
    </Modal>
  );
}

type FormProps = Omit<Props, 'opened' | 'options'> & { options: PanelSelectOptions };

const FIELDS = ['name', 'engine', 'gateway', 'pairing_phone'] as const;

/** Name, engine, gateway and, instead of a QR, a phone number to pair by code. */
function AddDeviceForm({ options, onClose, onAdded }: FormProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const create = useCreateDevice();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<AddDeviceValues>({
    initialValues: {
      name: '',
      engine: options.engines[0] ?? '',
      gateway: AUTO_GATEWAY,
      byPhone: false,
      pairing_phone: '',
    },
    validate: validateAddDevice,
  });

  const submit = form.onSubmit(async (values) => {
    setNotice(null);
    try {
      onAdded(await create.mutateAsync(toCreateRequest(values)));
    } catch (error) {
      // Refusals about a field go under it; the rest (the plan's limit, a full gateway) above the buttons.
      if (!placeFieldRefusals(form, error, FIELDS, (ref) => translateMessage(t, ref)))
        setNotice(apiErrorMessage(t, error, 'devices.add.failed'));
    }
  });

  const error = (field: (typeof FIELDS)[number]) => {
    const value = form.errors[field];
    return typeof value === 'string' ? translate(value) : undefined;
  };

  const gateways = [
    { value: AUTO_GATEWAY, label: t('devices.add.gatewayAuto') },
    ...options.gateway_subdomain_options.map((gateway) => ({
      value: gateway.name,
      label:
        gateway.room > 0
          ? t('devices.add.gatewayRoom', { name: gateway.name, room: gateway.room })
          : t('devices.add.gatewayFull', { name: gateway.name }),
      disabled: gateway.room === 0,
    })),
  ];

  return (
    <form onSubmit={submit} noValidate aria-label={t('devices.add.title')}>
      <Stack gap="md">
        <DeviceNameAndEngine
          form={form}
          engines={options.engines}
          engineHint={(engine) => t(`devices.engines.${engine}.hint`)}
          errorOf={error}
        />
        <Select
          label={t('devices.add.gateway')}
          description={t('devices.add.gatewayHint')}
          data={gateways}
          allowDeselect={false}
          {...form.getInputProps('gateway')}
          error={error('gateway')}
        />
        <Checkbox
          label={t('devices.add.byPhone')}
          description={t('devices.add.byPhoneHint')}
          {...form.getInputProps('byPhone', { type: 'checkbox' })}
        />
        {form.values.byPhone ? (
          <TextInput
            type="tel"
            label={t('devices.add.phone')}
            description={t('devices.add.phoneHint')}
            placeholder="+6281234567890"
            autoComplete="tel"
            withAsterisk
            {...form.getInputProps('pairing_phone')}
            error={error('pairing_phone')}
          />
        ) : null}
        <Text size="xs" c="dimmed">
          {t('devices.add.countsNote')}
        </Text>
        {notice ? <FormNotice tone="error" text={notice} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('devices.add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

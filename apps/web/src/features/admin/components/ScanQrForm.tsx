import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Device, ENGINE_IDS } from '@siar/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorMessage, translateMessage, useTranslateMessage } from '../../../app/messages.ts';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { DeviceNameAndEngine } from '../../devices/components/DeviceNameAndEngine.tsx';
import {
  type AddDeviceValues,
  AUTO_GATEWAY,
  placeFieldRefusals,
  toCreateRequest,
  validateAddDevice,
} from '../../devices/device-form.ts';
import { useCreateStaffDevice } from '../hooks/use-staff-device.ts';
import { SubscriptionFormActions } from './SubscriptionFormActions.tsx';

type Props = {
  accountId: string;
  onAdded: (device: Device) => void;
  onCancel: () => void;
};

const FIELDS = ['name', 'engine'] as const;

/** A refusal as staff read it: the plan's limit told about the customer, else the server's reason. */
function refusal(t: TFunction, error: unknown): string {
  const reason = error instanceof ApiError ? error.reason : undefined;
  if (reason?.code === 'device_limit_reached')
    return t('admin.scanQr.limitReached', { ...reason.params, count: Number(reason.params?.limit) });
  return apiErrorMessage(t, error, 'admin.scanQr.failed');
}

/**
 * Scan QR's first step: the device's name and engine. The staff API does not say which engines
 * this server offers, so every engine is listed and a refused one is named under the field.
 */
export function ScanQrForm({ accountId, onAdded, onCancel }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const create = useCreateStaffDevice();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<AddDeviceValues>({
    initialValues: {
      name: '',
      engine: ENGINE_IDS[0],
      gateway: AUTO_GATEWAY,
      byPhone: false,
      pairing_phone: '',
    },
    validate: validateAddDevice,
  });

  const submit = form.onSubmit(async (values) => {
    setNotice(null);
    try {
      onAdded(await create.mutateAsync({ account_id: accountId, ...toCreateRequest(values) }));
    } catch (error) {
      // A field's refusal goes under it; the rest (the plan's limit, no gateway room) above the buttons.
      if (!placeFieldRefusals(form, error, FIELDS, (ref) => translateMessage(t, ref)))
        setNotice(refusal(t, error));
    }
  });

  const error = (field: (typeof FIELDS)[number]) => {
    const value = form.errors[field];
    return typeof value === 'string' ? translate(value) : undefined;
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.scanQr.formLabel')}>
      <Stack gap="md">
        <DeviceNameAndEngine
          form={form}
          engines={ENGINE_IDS}
          engineHint={(engine) => t(`admin.scanQr.engineHints.${engine}`)}
          errorOf={error}
        />
        {notice ? <FormNotice tone="error" text={notice} /> : null}
        <SubscriptionFormActions
          submitLabel={t('admin.scanQr.submit')}
          loading={create.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
